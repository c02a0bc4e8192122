/// Text written as UTF-8 bytes: what an error message is made of (names,
/// rules and numbers, all ASCII). Appending bytes needs none of String's
/// concatenation, substrings and index conversions, which cost the
/// WebAssembly module about 30 KB for the messages alone.
package struct MessageText {
    /// The text so far.
    package private(set) var bytes: [UInt8] = []

    /// Empty text.
    package init() {}

    /// Whether nothing is written yet.
    package var isEmpty: Bool { bytes.isEmpty }

    /// The text as a `String`.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a literal.
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte.
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends text given as its bytes.
    package mutating func append(bytes more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends an integer in decimal (`-12`).
    package mutating func append(_ number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends an integer in decimal.
    package mutating func append(_ number: Int) {
        append(Int64(number))
    }

    /// Appends a number as Swift prints it (`0.5`, `nan`, `inf`).
    package mutating func append(_ number: Double) {
        // A Double's description is a native string, contiguous UTF-8: its
        // bytes are read in place, which keeps the code for bridged strings'
        // UTF-16 out of the WebAssembly module (4 KB gzipped).
        _ = number.description.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    }

    /// Appends `[index]`, or nothing for nil.
    package mutating func append(index: Int?) {
        guard let index else { return }
        append("[")
        append(index)
        append("]")
    }
}
