/// Why a core function refused its input: the kind of failure, and what
/// was wrong where the check knows it (the field, the rule it broke, the
/// value, an index, the valid indices, the element a repeat repeats).
///
/// Every core function validates its arguments and throws one of these
/// instead of trapping; the C layer maps each `kind` to an `E_*`
/// status. `description` is the one text of the detail, for logs, in the
/// Swift API's names: `PageGeometry.viewportWidth: must give a page stride
/// > 0 (the viewport width is required) (got 0)`, `index: must be in 0..<3
/// (got 5)`, `ids[3]: 7 repeats ids[1]`. The other doors' messages have the
/// same format in their own names (`config.viewport_width`).
///
/// Two errors are equal when they are the same kind (`catch
/// InputError.outOfRange` and `#expect(throws: InputError.outOfRange)` match
/// whatever the detail); compare `field` to tell them apart. The detail is
/// static text and numbers, kept in one small immutable object that an
/// error shares with its copies: an error is two words wide, so a typed
/// throw passes it on in a register or two at each `try` instead of copying
/// some hundred bytes (which made up a fifth of the WebAssembly module).
/// Building an error allocates that object once, on the failure path only;
/// a step that succeeds allocates nothing.
///
/// The core's API keeps typed throws (`throws(InputError)`), although
/// SE-0413 advises untyped throws for library APIs that may add error
/// cases: the error is a struct whose `Kind` may grow without breaking a
/// `catch`, and a typed error is returned in place, where `any Error` would
/// box every thrown error on the heap. On the happy path the two cost the
/// same (`make bench`: `swift_frame_typed_throws_ns` and
/// `swift_frame_untyped_throws_ns`, 474 and 476 ns a frame).
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of rule an input broke. New kinds may be added: switch
    /// over it with a `default`.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A length, count or option is outside its documented range
        /// (a negative width, `min > max`, a zero page stride).
        case outOfRange
        /// A number is NaN or ±infinity.
        case notFinite
        /// An index is outside `0..<count`.
        case indexOutOfRange
        /// An event's time is earlier than the one before it.
        case outOfOrder
    }

    /// The kind of failure.
    public let kind: Kind
    /// The argument or field at fault, as the Swift API names it
    /// (`pages.viewportWidth`, `ids`); empty when the check does not say.
    /// For an element of a list (see `list`), the element's property
    /// (`ItemMetrics.contentWidth`).
    public var field: StaticString { detail.field }
    /// The rule it broke (`must be >= 0`); empty when the check does not say.
    public var rule: StaticString { detail.rule }
    /// The offending value, when it is a number (an integer's too, as a
    /// `Double`: `integerValue` has it exactly).
    public var value: Double? { detail.value }
    /// The offending element's index, for a field that is a list (`ids[3]`)
    /// or an element of one (see `list`).
    public var index: Int? { detail.index }
    /// The list whose element `index` is at fault, when `field` is a
    /// property of that element: `items`, `frames`, `sections`, `events`
    /// (`items[3].contentWidth: must be >= 0`); empty otherwise.
    public var list: StaticString { detail.list }
    /// The offending value exactly, when it is an integer (an index, a
    /// count, an id).
    public var integerValue: Int64? { detail.integerValue }
    /// For an index out of range: the indices that are valid
    /// (`must be in 0..<3`).
    public var validIndices: Range<Int>? { detail.validIndices }
    /// For an element that repeats an earlier one (a repeated id): the
    /// earlier element's index (`ids[3]: 7 repeats ids[1]`).
    public var repeatedIndex: Int? { detail.repeatedIndex }

    /// The detail, in one object that the copies of this error share.
    private let shared: Shared

    /// What an error says beyond its kind; see the properties of the same names.
    private struct Detail: Sendable {
        var field: StaticString = ""
        var rule: StaticString = ""
        var value: Double?
        var index: Int?
        var list: StaticString = ""
        var integerValue: Int64?
        var validIndices: Range<Int>?
        var repeatedIndex: Int?
    }

    private final class Shared: Sendable {
        let detail: Detail
        init(_ detail: Detail) { self.detail = detail }
    }

    private var detail: Detail { shared.detail }

    // Not inlined (nor the other initialisers): each of the core's few
    // hundred throws is then one call, not an allocation and a dozen stores
    // (about 20 KB of the WebAssembly module), and only failures run it.

    /// An error of `kind` with what is known of the cause.
    @inline(never)
    public init(
        _ kind: Kind, field: StaticString = "", rule: StaticString = "", value: Double? = nil,
        index: Int? = nil
    ) {
        self.kind = kind
        shared = Shared(Detail(field: field, rule: rule, value: value, index: index))
    }

    /// An error about an integer input (an index, a count, an id), with the
    /// indices that would have been valid or the earlier element it
    /// repeats, when the check knows them.
    @inline(never)
    public init(
        _ kind: Kind, field: StaticString = "", rule: StaticString = "", integer: some BinaryInteger,
        index: Int? = nil, validIndices: Range<Int>? = nil, repeatedIndex: Int? = nil
    ) {
        self.kind = kind
        shared = Shared(
            Detail(
                field: field, rule: rule, value: Double(integer), index: index,
                integerValue: Int64(clamping: integer), validIndices: validIndices,
                repeatedIndex: repeatedIndex))
    }

    /// This error, about element `index` of `list` (an element's own check
    /// names only its property).
    package func element(_ index: Int, of list: StaticString) -> InputError {
        InputError(copying: self, index: index, list: list)
    }

    @inline(never)
    private init(copying error: InputError, index: Int, list: StaticString) {
        kind = error.kind
        var detail = error.detail
        detail.index = index
        detail.list = list
        shared = Shared(detail)
    }

    /// A length, count or option outside its documented range.
    public static let outOfRange = InputError(.outOfRange)
    /// A number that is NaN or ±infinity.
    public static let notFinite = InputError(.notFinite)
    /// An index outside `0..<count`.
    public static let indexOutOfRange = InputError(.indexOutOfRange)
    /// An event time earlier than the one before it.
    public static let outOfOrder = InputError(.outOfOrder)
    /// A result that overflowed: finite input, but too large to compute
    /// with (no one field is at fault).
    package static let overflow = InputError(
        .notFinite, rule: "the result overflowed (finite input, but too large to compute with)")

    /// Equal when of the same kind, whatever the detail.
    public static func == (a: InputError, b: InputError) -> Bool { a.kind == b.kind }

    #if !hasFeature(Embedded)  // (no dynamic casts there)
        /// Matches an error of the pattern's kind, so `catch InputError.outOfRange`
        /// works where the thrown error is `any Error`.
        public static func ~= (pattern: InputError, error: any Error) -> Bool {
            (error as? InputError)?.kind == pattern.kind
        }
    #endif

    /// `path: rule (got value)`, with the parts the check gave: the path is
    /// `field`, `field[index]` or `list[index].property`; the rule is the
    /// valid range for an index (`must be in 0..<3`), the check's rule, or
    /// the kind's sentence when it gave none; integers print as integers.
    /// A repeated element reads `ids[3]: 7 repeats ids[1]`.
    public var description: String {
        var text = MessageText()
        write(to: &text) { text, index in
            Self.writeSwiftPath(field: field, list: list, index: index, to: &text)
        }
        return text.string
    }

    /// Writes the text of `description` with the path spelled by `path`
    /// (which writes the field's path at the index it is given) and, when
    /// given, another `rule`: the C layer's messages are this format with
    /// C's names.
    package func write(
        to text: inout MessageText, rule: StaticString? = nil, path: (inout MessageText, Int?) -> Void
    ) {
        let rule = rule ?? self.rule
        var at = MessageText()
        path(&at, index)
        let hasValue = integerValue != nil || value != nil
        if let earlier = repeatedIndex, hasValue {
            text.append(bytes: at.bytes)
            text.append(": ")
            writeValue(to: &text)
            if index == nil {
                text.append(" is already used by item ")
                text.append(earlier)
            } else {
                text.append(" repeats ")
                path(&text, earlier)
            }
            return
        }
        if !at.isEmpty {
            text.append(bytes: at.bytes)
            text.append(": ")
        }
        if let valid = validIndices {
            text.append("must be in ")
            text.append(valid.lowerBound)
            text.append("..<")
            text.append(valid.upperBound)
            if valid.isEmpty { text.append(" (there are none)") }
        } else {
            text.append(rule.utf8CodeUnitCount > 0 ? rule : kind.sentence)
        }
        if hasValue {
            text.append(" (got ")
            writeValue(to: &text)
            text.append(")")
        }
    }

    /// The value as the message prints it: an integer without a fraction
    /// (`3`, not `3.0`), any other number as Swift prints it (`0.5`, `nan`).
    private func writeValue(to text: inout MessageText) {
        if let integerValue {
            text.append(integerValue)
        } else if let value {
            if value.isFinite, value == value.rounded(), abs(value) < 0x1p53 {
                text.append(Int64(value))
            } else {
                text.append(value)
            }
        }
    }

    /// Writes `field`, `field[index]` or `list[index].property` (the
    /// element's property without its type: `ItemMetrics.contentWidth`
    /// reads `contentWidth`).
    package static func writeSwiftPath(
        field: StaticString, list: StaticString, index: Int?, to text: inout MessageText
    ) {
        guard list.utf8CodeUnitCount > 0 else {
            text.append(field)
            text.append(index: index)
            return
        }
        text.append(list)
        text.append(index: index)
        field.withUTF8Buffer { name in
            if let property = name.split(separator: UInt8(ascii: ".")).last {
                text.append(".")
                text.append(bytes: property)
            }
        }
    }
}

extension InputError.Kind {
    /// The rule of this kind in words, for an error with no rule of its own.
    var sentence: StaticString {
        switch self {
        case .outOfRange: "a value is outside its documented range"
        case .notFinite: "a number is NaN or infinite"
        case .indexOutOfRange: "an index is outside the items"
        case .outOfOrder: "a time is earlier than the one before it"
        }
    }
}

// The checks, each naming its field: `try requireFinite(x, "x")` (an
// argument by its label, an option as `Type.property`; the C layer spells
// them in C, see Sources/SegPagerABI/CNames.swift). The one- to four-value
// forms take no field and report none: every input check names its field
// now, so use them only where no caller's input is checked.
@inline(__always)
package func requireFinite(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
}

@inline(__always)
package func requireNonNegative(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard a >= 0 else { throw InputError(.outOfRange, field: field, rule: "must be >= 0", value: a) }
}

@inline(__always)
package func requireNonNegative(_ a: Int, _ field: StaticString) throws(InputError) {
    guard a >= 0 else { throw InputError(.outOfRange, field: field, rule: "must be >= 0", integer: a) }
}

@inline(__always)
package func requireUnit(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard (0...1).contains(a) else {
        throw InputError(.outOfRange, field: field, rule: "must be in 0...1", value: a)
    }
}

@inline(__always)
package func requirePositive(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard a > 0 else { throw InputError(.outOfRange, field: field, rule: "must be > 0", value: a) }
}

/// An optional maximum: nil (none), or finite, > 0 and at least `minimum`
/// (`rule` says so with the minimum's name, for the error).
@inline(__always)
package func requireMaximum(
    _ maximum: Double?, atLeast minimum: Double, _ field: StaticString, rule: StaticString
) throws(InputError) {
    guard let maximum else { return }
    try requirePositive(maximum, field)
    guard maximum >= minimum else { throw InputError(.outOfRange, field: field, rule: rule, value: maximum) }
}

// One- to four-argument forms: a variadic call builds an array, which the
// optimiser does not always keep off the heap (per-frame code calls these).
@inline(__always)
func requireFinite(_ a: Double) throws(InputError) {
    guard a.isFinite else { throw .notFinite }
}

@inline(__always)
func requireFinite(_ a: Double, _ b: Double) throws(InputError) {
    guard a.isFinite, b.isFinite else { throw .notFinite }
}

@inline(__always)
func requireFinite(_ a: Double, _ b: Double, _ c: Double) throws(InputError) {
    guard a.isFinite, b.isFinite, c.isFinite else { throw .notFinite }
}

@inline(__always)
func requireNonNegative(_ a: Double) throws(InputError) {
    guard a.isFinite else { throw .notFinite }
    guard a >= 0 else { throw .outOfRange }
}

@inline(__always)
func requireNonNegative(_ a: Double, _ b: Double) throws(InputError) {
    try requireNonNegative(a)
    try requireNonNegative(b)
}

@inline(__always)
func requireNonNegative(_ a: Double, _ b: Double, _ c: Double) throws(InputError) {
    try requireNonNegative(a)
    try requireNonNegative(b)
    try requireNonNegative(c)
}

@inline(__always)
func requireNonNegative(_ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(InputError) {
    try requireNonNegative(a)
    try requireNonNegative(b)
    try requireNonNegative(c)
    try requireNonNegative(d)
}

@inline(__always)
func requireFinite(_ values: Double...) throws(InputError) {
    for value in values where !value.isFinite { throw .notFinite }
}

@inline(__always)
func requireNonNegative(_ values: Double...) throws(InputError) {
    for value in values {
        guard value.isFinite else { throw .notFinite }
        guard value >= 0 else { throw .outOfRange }
    }
}
