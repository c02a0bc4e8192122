// The header's own animations, as values: one type each (after Flutter's
// ScrollActivity, as the pages' motions and the strip's activities are),
// each answering the value it shows at a time and when it ends.
// `HeaderScroll` asks the running one; it never switches on it.

/// The vertical value a header animation moves.
enum HeaderValue: Sendable {
    /// The pull past the top (≤ 0).
    case pull
    /// The header offset (0 expanded, the collapse range pinned).
    case headerOffset
}

/// One animation the header can run: what it moves, where it ends, and
/// what it shows at a time.
protocol HeaderAnimationMotion: Sendable {
    /// The value it moves.
    var moves: HeaderValue { get }
    /// Where it ends, exactly.
    var target: Double { get }
    /// The value at time `t`; nil once it has ended (on `target`).
    func value(at t: Double, spring: DampedSpring) -> Double?
}

/// The snap or pull-back spring: `release` off `target` (`SpringRelease`).
struct HeaderSpring: HeaderAnimationMotion {
    var moves: HeaderValue
    var target: Double
    var release: SpringRelease

    func value(at t: Double, spring: DampedSpring) -> Double? {
        release.displacement(at: t, spring: spring).map { target + $0 }
    }
}

/// A snap of the header offset from `displacement` off `target` over
/// `duration` seconds on AppBarLayout's decelerate curve, since `start`.
struct HeaderCurveSnap: HeaderAnimationMotion {
    var moves: HeaderValue { .headerOffset }
    var target: Double
    var start: Double
    var displacement: Double
    var duration: Double

    func value(at t: Double, spring: DampedSpring) -> Double? {
        guard t - start < duration else { return nil }
        // DecelerateInterpolator(1): 1 − (1 − u)², so what is left is (1 − u)².
        let left = 1 - max(t - start, 0) / duration
        return target + displacement * left * left
    }
}

/// The header's running animation: one case per animation type, each
/// forwarding to its type (an enum, so it lives inline and builds as
/// Embedded Swift).
enum HeaderAnimation: Sendable {
    case spring(HeaderSpring)
    case curve(HeaderCurveSnap)

    var moves: HeaderValue {
        switch self {
        case .spring(let a): a.moves
        case .curve(let a): a.moves
        }
    }

    var target: Double {
        switch self {
        case .spring(let a): a.target
        case .curve(let a): a.target
        }
    }

    func value(at t: Double, spring: DampedSpring) -> Double? {
        switch self {
        case .spring(let a): a.value(at: t, spring: spring)
        case .curve(let a): a.value(at: t, spring: spring)
        }
    }
}
