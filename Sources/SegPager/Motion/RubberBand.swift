/// UIScrollView's rubber band past the ends: a finger overshoot `x` shows as
/// `x · d · c / (d + c · x)`, where `d` is the viewport's dimension and
/// `c = 0.55`. The shown offset starts at 55 % of the finger and never
/// reaches `d`.
public struct RubberBand: Sendable, Hashable {
    /// UIScrollView's coefficient.
    public static let uiKit = RubberBand(coefficient: 0.55)

    /// c: the shown offset's slope at the edge (0.55 in UIKit); > 0.
    public var coefficient: Double

    /// A rubber band with coefficient c; checked where it is used.
    public init(coefficient: Double) { self.coefficient = coefficient }

    func validate(dimension d: Double) throws(InputError) {
        try requirePositive(coefficient, "RubberBand.coefficient")
        try requirePositive(d, "dimension")
    }

    /// The offset shown for a finger overshoot (either sign: the band is odd).
    /// - Throws: `.notFinite`; `.outOfRange` for a dimension or coefficient ≤ 0.
    /// - Complexity: O(1).
    public func offset(forOvershoot x: Double, dimension d: Double) throws(InputError) -> Double {
        try validate(dimension: d)
        try requireFinite(x, "overshoot")
        let magnitude = abs(x)
        let shown = magnitude * d * coefficient / (d + coefficient * magnitude)
        return x < 0 ? -shown : shown
    }

    /// The finger overshoot that shows as `y`: `y · d / (c · (d − |y|))`, the
    /// inverse of `offset(forOvershoot:dimension:)`.
    /// - Throws: `.notFinite`; `.outOfRange` when `|y| ≥ d` (no overshoot
    ///   shows that far) or for a dimension or coefficient ≤ 0.
    /// - Complexity: O(1).
    public func overshoot(forOffset y: Double, dimension d: Double) throws(InputError) -> Double {
        try validate(dimension: d)
        try requireFinite(y, "offset")
        let magnitude = abs(y)
        guard magnitude < d else {
            throw InputError(
                .outOfRange, field: "offset", rule: "must be smaller than the dimension", value: y)
        }
        let finger = magnitude * d / (coefficient * (d - magnitude))
        return y < 0 ? -finger : finger
    }
}
