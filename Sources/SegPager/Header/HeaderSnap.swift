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

/// How a header stack's snap moves to its target.
public enum HeaderSnapAnimation: Sendable, Equatable, CaseIterable {
    /// The pager's spring, starting at the velocity left (the default).
    case spring
    /// AppBarLayout's: `HeaderStack.snapDuration(distance:velocity:height:)`
    /// at velocity 0 (its snap passes none), on a decelerate curve
    /// `1 − (1 − t)²` (`AnimationUtils.DECELERATE_INTERPOLATOR`).
    case fixedDuration
}

extension HeaderStack {
    /// AppBarLayout's longest offset animation: 600 ms
    /// (`BaseBehavior.MAX_OFFSET_ANIMATION_DURATION`), in seconds.
    public static let maximumSnapDuration = 0.6

    /// How long AppBarLayout animates its offset over `distance` points
    /// (`BaseBehavior.animateOffsetTo`), in seconds: at a velocity `v`
    /// (pt/s, its sign ignored) above 0, `3·round(1000·d/v)` ms; at rest,
    /// `(d/H + 1)·150` ms truncated to whole milliseconds, `H` the stack's
    /// `height` (a zero height counts a distance as infinitely far); never
    /// more than `maximumSnapDuration` (d = 100, H = 200, v = 0: 0.225 s).
    /// A zero distance is 0 at a velocity and 0.15 s at rest (no snap runs then).
    /// - Throws: `.notFinite`; `.outOfRange` for a negative distance or height.
    /// - Complexity: O(1).
    public static func snapDuration(distance: Double, velocity: Double, height: Double) throws(InputError)
        -> Double
    {
        try requireNonNegative(distance, "distance")
        try requireFinite(velocity, "velocity")
        try requireNonNegative(height, "height")
        let v = abs(velocity)
        let milliseconds: Double
        if v > 0 {
            // Java's Math.round: floor(x + 0.5); an overflow to infinity is capped below.
            milliseconds = 3 * (1000 * (distance / v) + 0.5).rounded(.down)
        } else {
            let ratio = height > 0 ? distance / height : (distance > 0 ? Double.infinity : 0)
            milliseconds = ((ratio + 1) * 150).rounded(.towardZero)
        }
        return min(milliseconds, maximumSnapDuration * 1000) / 1000
    }

    /// `snapDuration(distance:velocity:height:)` with the stack's height.
    /// - Throws: as `ranges()` and `snapDuration(distance:velocity:height:)`.
    /// - Complexity: O(n).
    public func snapDuration(distance: Double, velocity: Double = 0) throws(InputError) -> Double {
        try Self.snapDuration(distance: distance, velocity: velocity, height: ranges().height)
    }
}
