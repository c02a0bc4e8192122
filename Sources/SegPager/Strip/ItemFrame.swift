/// One item's frame in strip content coordinates: its left edge and width.
///
/// Visual coordinates in both directions: `x` is always the left edge.
public struct ItemFrame: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The width, ≥ 0.
    public var width: Double

    /// A frame with left edge `x` and the given width; nothing is validated.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }

    /// The right edge, `x + width`.
    @inlinable
    public var maxX: Double { x + width }

    /// The centre, `x + width / 2`.
    @inlinable
    public var midX: Double { x + width / 2 }
}

extension ItemFrame {
    /// Throws `.notFinite`, naming `ItemFrame.width`, when `x + width`
    /// overflows though both are finite: the check ScrollSnaps and the
    /// strip's frame reads make after each of their own on `x` and `width`.
    @inline(__always)
    func requireFiniteEnd() throws(InputError) {
        guard maxX.isFinite else {
            throw InputError(
                .notFinite, field: "ItemFrame.width", rule: "must keep x + width finite", value: width)
        }
    }
}
