/// Why a core function refused its input.
///
/// Every core function validates its arguments and throws one of these
/// instead of trapping; the C layer maps each case to a `SEGPAGER_E_*` status.
public enum InputError: Error, Equatable, Sendable {
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
