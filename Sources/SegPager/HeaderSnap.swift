/// The axis a gesture is locked to.
public enum GestureAxis: Sendable, Equatable, CaseIterable {
    /// Not decided yet: the finger has not moved far enough, or diagonally.
    case undecided
    /// Locked to the horizontal axis (the pager's).
    case horizontal
    /// Locked to the vertical axis (the lists' and the header's).
    case vertical
}

/// Decides which axis a drag belongs to, so a horizontal banner in the header,
/// the horizontal pager and the vertical lists do not fight (JXPagingView
/// #569): nothing is decided within `minimumDistance`; then a movement within
/// `maximumAngle` degrees of an axis locks to it; a diagonal movement stays
/// undecided until twice the distance, where the larger component wins.
/// - Throws: `.notFinite`; `.outOfRange` for a negative distance or an angle
///   outside [0, 45].
/// - Complexity: O(1).
extension GestureAxis {
    /// The axis for a finger moved by (`dx`, `dy`) (see above).
    public init(
        dx: Double, dy: Double, minimumDistance: Double = 10, maximumAngle: Double = 30
    ) throws(InputError) {
        try requireFinite(dx, "dx")
        try requireFinite(dy, "dy")
        try requireNonNegative(minimumDistance, "minimumDistance")
        try requireNonNegative(maximumAngle, "maximumAngle")
        guard maximumAngle <= 45 else {
            throw InputError(
                .outOfRange, field: "maximumAngle", rule: "must be <= 45 degrees", value: maximumAngle)
        }
        let (x, y) = (abs(dx), abs(dy))
        let distance = (x * x + y * y).squareRoot()
        guard distance >= minimumDistance, distance > 0 else {
            self = .undecided
            return
        }
        // tan of the angle from the horizontal axis, compared without atan.
        let limit = sine(maximumAngle * Double.pi / 180) / cosine(maximumAngle * Double.pi / 180)
        if y <= x * limit {
            self = .horizontal
        } else if x <= y * limit {
            self = .vertical
        } else if distance >= 2 * minimumDistance {
            self = x >= y ? .horizontal : .vertical
        } else {
            self = .undecided
        }
    }
}

extension HeaderStyle {
    /// Where a header left part collapsed snaps on release: fully open (0) or
    /// collapsed (R). A release faster than `minimumVelocity` (pt/s, positive
    /// while collapsing) follows its direction; a slower one goes to the
    /// nearer end. A header at rest at either end, or pulled down, stays.
    /// Animate there with a `DampedSpring` carrying the release velocity.
    /// - Throws: `.notFinite`; `.outOfRange` (see `validate`, a negative
    ///   velocity threshold).
    /// - Complexity: O(1).
    public func snapTarget(headerOffset y: Double, velocity: Double, minimumVelocity: Double = 300)
        throws(InputError) -> Double
    {
        try validate()
        try requireFinite(y, "headerOffset")
        try requireFinite(velocity, "velocity")
        try requireNonNegative(minimumVelocity, "minimumVelocity")
        let R = collapseRange
        guard y > 0, y < R else { return y }
        if abs(velocity) >= minimumVelocity { return velocity > 0 ? R : 0 }
        return y >= R / 2 ? R : 0
    }

    /// The content height a list needs so that the header can collapse fully
    /// over it: its viewport height plus the collapse range (short lists get
    /// padded to it; only JXPagingSmoothView does this among the peers).
    /// - Complexity: O(1).
    public func minimumContentHeight(listViewportHeight: Double) throws(InputError) -> Double {
        try validate()
        try requireNonNegative(listViewportHeight, "listViewportHeight")
        return listViewportHeight + collapseRange
    }
}
