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
