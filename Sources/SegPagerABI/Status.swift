import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed export's status code; thrown inside the C layer, returned at the
/// boundary. Nothing else ever crosses it.
///
/// What the check knew of the failure sits behind one shared reference, as
/// `InputError`'s detail does: a status is two words, so each `try` passes
/// it on instead of copying seven (most of the WebAssembly module's export
/// code was those copies). It is allocated where a failure is built only.
struct Status: Error {
    let code: Int32
    private var account: Account?

    /// What was wrong, when the check knows: the core's account of a bad
    /// input (in Swift's names, read through `names`), or the C layer's own
    /// (in C's names already: `names` is nil). Its `kind` is not read: the
    /// status is `code`.
    var detail: InputError? { account?.detail }
    /// How `detail`'s Swift names read in C.
    var names: CNames? { account?.names }
    /// The C argument `detail` is about, when the check named only a member
    /// of it (set by `named(_:_:)`): `config` of `config.spring_response`.
    var argument: StaticString { account?.argument ?? "" }

    private final class Account: Sendable {
        let detail: InputError?
        let names: CNames?
        let argument: StaticString

        init(detail: InputError?, names: CNames?, argument: StaticString) {
            self.detail = detail
            self.names = names
            self.argument = argument
        }
    }

    init(code: Int32) { self.code = code }

    /// This status with the account given (each part as this one's when nil).
    private init(
        _ status: Status, detail: InputError?, names: CNames? = nil, argument: StaticString? = nil
    ) {
        code = status.code
        account = Account(
            detail: detail, names: names ?? status.names, argument: argument ?? status.argument)
    }

    /// The status for a core error, carrying its detail and how to name it in C.
    /// Out of line: every export reaches it, on failure only (inlined, it
    /// was 24 KB of the WebAssembly module's 640).
    @inline(never)
    init(_ error: InputError, names: CNames) {
        let status: Status =
            switch error.kind {
            case .outOfRange: .range
            case .notFinite: .notFinite
            case .indexOutOfRange: .index
            case .outOfOrder: .order
            }
        self.init(status, detail: error, names: names)
    }

    /// A failure of the C layer's own check of `field` (a C argument, or a
    /// member of the one `named(_:_:)` adds), with its rule and value.
    @inline(never)
    init(_ status: Status, field: StaticString, rule: StaticString, value: Double? = nil) {
        self.init(status, detail: InputError(.outOfRange, field: field, rule: rule, value: value))
    }

    /// `init(_:field:rule:value:)` for an integer value (printed exactly).
    @inline(never)
    init(_ status: Status, field: StaticString, rule: StaticString, integer: some BinaryInteger) {
        self.init(status, detail: InputError(.outOfRange, field: field, rule: rule, integer: integer))
    }

    /// `status` with the core's account of the failure, `detail`, already in
    /// C's names.
    init(_ status: Status, detail: InputError) {
        self.init(status, detail: Optional(detail))
    }

    /// This failure, about the C argument `argument` (when it named none).
    func `in`(_ argument: StaticString) -> Status {
        guard self.argument.utf8CodeUnitCount == 0 else { return self }
        return Status(self, detail: detail, argument: argument)
    }

    /// This failure, about element `index` of the C array `list`.
    func element(_ index: Int, of list: StaticString) -> Status {
        Status(self, detail: detail?.element(index, of: list))
    }

    /// The message's text after the function's name: `path: rule (got
    /// value)` in C's names, or the status's sentence when no check said more.
    var message: String {
        var text = MessageText()
        writeMessage(to: &text)
        return text.string
    }

    /// Writes `message`.
    func writeMessage(to text: inout MessageText) {
        guard let detail else {
            if var byte = segpager_derived_status_string(code) {
                while byte.pointee != 0 {
                    text.append(byte: UInt8(bitPattern: byte.pointee))
                    byte += 1
                }
            } else {
                text.append("failed")
            }
            return
        }
        detail.write(to: &text, rule: names?.rule(of: detail)) { text, index in
            writePath(of: detail, index: index, to: &text)
        }
    }

    /// Writes the C path of `detail`'s field at `index`: the argument, then
    /// the field's own path in C.
    private func writePath(of detail: InputError, index: Int?, to text: inout MessageText) {
        var own = MessageText()
        if let names {
            names.writePath(of: detail, index: index, to: &own)
        } else {
            InputError.writeSwiftPath(field: detail.field, list: detail.list, index: index, to: &own)
        }
        if argument.utf8CodeUnitCount > 0 {
            text.append(argument)
            if !own.isEmpty { text.append(".") }
        }
        text.append(bytes: own.bytes)
    }
}

/// Runs `body`, whose failures name members of the C argument `argument`
/// (or the argument itself, when they name nothing): `named("config") {
/// ... }` makes `spring_response` read `config.spring_response`.
@inline(__always)
func named<T>(_ argument: StaticString, _ body: () throws(Status) -> T) throws(Status) -> T {
    do {
        return try body()
    } catch {
        throw error.in(argument)
    }
}

/// Runs an export's body and turns its outcome into a status code; a
/// failure also becomes the thread's last error message, naming `function`
/// (the export's own name, by default).
@inline(__always)
func exportStatus(function: StaticString = #function, _ body: () throws(Status) -> Void) -> Int32 {
    do {
        try body()
        return Status.ok.code
    } catch {
        LastError.record(error, in: function)
        return error.code
    }
}

/// `segpager_last_error_message`'s storage: one C string per thread (a
/// pthread key whose destructor frees it), replaced by each failing call.
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// Records `status`'s message for an export named `function` (its Swift
    /// signature: the part before the parenthesis is the C name). Runs on
    /// failure only, out of line (see `init(_:names:)`); if the copy cannot
    /// be allocated the old message stays.
    @inline(never)
    static func record(_ status: Status, in function: StaticString) {
        // the function's name without its arguments, then ": " and the message
        var text = MessageText()
        function.withUTF8Buffer { text.append(bytes: $0.prefix { $0 != UInt8(ascii: "(") }) }
        text.append(": ")
        status.writeMessage(to: &text)
        text.append(byte: 0)
        let copy = text.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) }
        }
        guard let copy else { return }
        free(pthread_getspecific(key))
        pthread_setspecific(key, copy)
    }

    /// The thread's last message; "" before any.
    static var message: UnsafePointer<CChar> {
        guard let text = pthread_getspecific(key) else { return cString("") }
        return UnsafePointer(text.assumingMemoryBound(to: CChar.self))
    }
}

/// Calls the core, mapping its input errors to statuses whose messages
/// read the core's names as `names` spells them in C.
@inline(__always)
func core<T>(_ names: CNames, _ body: () throws(InputError) -> T) throws(Status) -> T {
    do {
        return try body()
    } catch {
        throw Status(error, names: names)
    }
}

/// A pointer to static, NUL-terminated storage for a string literal.
@inline(__always)
func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
}

// Names and sentences come from segpager.h's SEGPAGER_STATUS_MAP, the one
// table (expanded by the C compiler in segpager_derived.h).

@c @implementation
public func segpager_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    segpager_derived_status_name(status) ?? cString("SEGPAGER_UNKNOWN")
}

@c @implementation
public func segpager_last_error_message() -> UnsafePointer<CChar>? {
    LastError.message
}

@c @implementation
public func segpager_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    segpager_derived_status_string(status) ?? cString("unknown status code")
}
