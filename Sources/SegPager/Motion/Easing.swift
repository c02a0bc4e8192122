/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core
/// Animation define them: x is time, y is progress.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's time, in [0, 1].
    public var x1: Double
    /// The first control point's progress; outside [0, 1] the curve overshoots.
    public var y1: Double
    /// The second control point's time, in [0, 1].
    public var x2: Double
    /// The second control point's progress; outside [0, 1] the curve overshoots.
    public var y2: Double

    /// The curve with control points (x1, y1) and (x2, y2), in CSS's
    /// `cubic-bezier(x1, y1, x2, y2)` order; checked by `validate()`, not here.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`, UIKit's default curve.
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`, (0.42, 0, 1, 1): starts slowly.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`, (0, 0, 0.58, 1): ends slowly.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`, (0.42, 0, 0.58, 1): slow at both ends.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// Checks that the control points are finite and x1, x2 lie in [0, 1]
    /// (so x grows monotonically and every time has one progress).
    public func validate() throws(InputError) {
        try requireUnit(x1, "CubicBezier.x1")
        try requireFinite(y1, "CubicBezier.y1")
        try requireUnit(x2, "CubicBezier.x2")
        try requireFinite(y2, "CubicBezier.y2")
    }

    private func sample(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The progress at time `x` (clamped to [0, 1]): x(t) = x is solved for t
    /// by Newton's method, falling back to bisection, to 1e-12. The progress
    /// itself is not clamped: control points with y outside [0, 1] overshoot.
    /// - Complexity: O(1) (at most 8 Newton and 60 bisection steps).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = sample(t, x1, x2) - x
            if abs(error) < 1e-12 { return sample(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = sample(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return sample(t, y1, y2)
    }
}

/// An easing curve applied to a local fraction in [0, 1].
public enum Easing: Sendable, Hashable {
    /// The fraction itself: f ↦ f.
    case linear
    /// A cubic Bézier timing curve (`CubicBezier.value(at:)`).
    case cubicBezier(CubicBezier)

    /// CSS `ease`, (0.25, 0.1, 0.25, 1).
    public static let ease = Easing.cubicBezier(.ease)
    /// CSS `ease-in`, (0.42, 0, 1, 1).
    public static let easeIn = Easing.cubicBezier(.easeIn)
    /// CSS `ease-out`, (0, 0, 0.58, 1).
    public static let easeOut = Easing.cubicBezier(.easeOut)
    /// CSS `ease-in-out`, (0.42, 0, 0.58, 1).
    public static let easeInOut = Easing.cubicBezier(.easeInOut)

    /// The eased fraction; exact at 0 and 1.
    /// - Complexity: O(1).
    public func callAsFunction(_ f: Double) -> Double {
        switch self {
        case .linear: return f
        case .cubicBezier(let curve): return curve.value(at: f)
        }
    }

    func validate() throws(InputError) {
        if case .cubicBezier(let curve) = self { try curve.validate() }
    }
}
