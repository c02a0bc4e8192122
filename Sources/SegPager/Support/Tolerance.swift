// Positions are never compared exactly: the one tolerance, and the snap
// that applies it.

extension PageGeometry {
    /// How close two positions must be to count as equal: positions are
    /// never compared exactly. A position within this distance of an integer
    /// *is* that integer (`snappedPosition(_:)`).
    public static let positionTolerance = 1e-9

    /// `p`, or the integer nearest to it when `p` lies within
    /// `positionTolerance`.
    ///
    /// Non-finite input is returned unchanged.
    /// - Complexity: O(1).
    @inlinable
    public static func snappedPosition(_ p: Double) -> Double {
        let nearest = p.rounded()
        return abs(p - nearest) <= positionTolerance ? nearest : p
    }
}
