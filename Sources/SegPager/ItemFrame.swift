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
