/// Why a core function refused its input: the kind of failure, and what
/// was wrong where the check knows it (the field, the rule it broke, the
/// value, an index).
///
/// Every core function validates its arguments and throws one of these
/// instead of trapping; the C layer maps each `kind` to a `SEGPAGER_E_*`
/// status. `description` is the one text of the detail, for logs and for
/// the other doors' messages: `pages.viewportWidth: must be > 0 with no
/// pageWidth (got 0)`.
///
/// Two errors are equal when they are the same kind (`catch
/// InputError.outOfRange` and `#expect(throws: InputError.outOfRange)` match
/// whatever the detail); compare `field` to tell them apart. The detail is
/// static text and numbers, so building and throwing an error allocates
/// nothing (the pager's step stays allocation-free, failures included).
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
    public let field: StaticString
    /// The rule it broke (`must be >= 0`); empty when the check does not say.
    public let rule: StaticString
    /// The offending value, when it is a number.
    public let value: Double?
    /// The offending element's index, for a field that is a list (`ids[3]`).
    public let index: Int?

    /// An error of `kind` with what is known of the cause.
    public init(
        _ kind: Kind, field: StaticString = "", rule: StaticString = "", value: Double? = nil,
        index: Int? = nil
    ) {
        self.kind = kind
        self.field = field
        self.rule = rule
        self.value = value
        self.index = index
    }

    /// A length, count or option outside its documented range.
    public static let outOfRange = InputError(.outOfRange)
    /// A number that is NaN or ±infinity.
    public static let notFinite = InputError(.notFinite)
    /// An index outside `0..<count`.
    public static let indexOutOfRange = InputError(.indexOutOfRange)
    /// An event time earlier than the one before it.
    public static let outOfOrder = InputError(.outOfOrder)

    /// Equal when of the same kind, whatever the detail.
    public static func == (a: InputError, b: InputError) -> Bool { a.kind == b.kind }

    /// Matches an error of the pattern's kind, so `catch InputError.outOfRange`
    /// works where the thrown error is `any Error`.
    public static func ~= (pattern: InputError, error: any Error) -> Bool {
        (error as? InputError)?.kind == pattern.kind
    }

    /// `field[index]: rule (got value)`, with the parts the check gave; the
    /// kind's sentence when it gave none.
    public var description: String {
        var text = field.utf8CodeUnitCount > 0 ? "\(field)" : ""
        if let index { text += "[\(index)]" }
        let sentence = rule.utf8CodeUnitCount > 0 ? "\(rule)" : kind.sentence
        text += text.isEmpty ? sentence : ": " + sentence
        if let value { text += " (got \(value))" }
        return text
    }
}

extension InputError.Kind {
    /// The rule of this kind in words, for an error with no rule of its own.
    var sentence: String {
        switch self {
        case .outOfRange: "a value is outside its documented range"
        case .notFinite: "a number is NaN or infinite"
        case .indexOutOfRange: "an index is outside the items"
        case .outOfOrder: "a time is earlier than the one before it"
        }
    }
}

// The checks, each naming its field: `try requireFinite(x, "x")`. The
// one- to four-value forms take no field and report none (kept for the
// per-frame maths, where the caller's own error says enough).
@inline(__always)
func requireFinite(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
}

@inline(__always)
func requireNonNegative(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard a >= 0 else { throw InputError(.outOfRange, field: field, rule: "must be >= 0", value: a) }
}

@inline(__always)
func requireUnit(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard (0...1).contains(a) else {
        throw InputError(.outOfRange, field: field, rule: "must be in 0...1", value: a)
    }
}

@inline(__always)
func requirePositive(_ a: Double, _ field: StaticString) throws(InputError) {
    guard a.isFinite else { throw InputError(.notFinite, field: field, rule: "must be finite", value: a) }
    guard a > 0 else { throw InputError(.outOfRange, field: field, rule: "must be > 0", value: a) }
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
