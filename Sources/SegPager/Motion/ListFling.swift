// A list fling: the selected list's deceleration after a vertical release,
// the vertical counterpart of the pages' settle. `HeaderScroll` runs it and
// shares its distance out as it shares a list scroll.

/// How a list flung by `PagerEvent.listEnded` decelerates
/// (`PagerConfiguration.listFlingProfile`).
public enum ListFlingProfile: Sendable, Hashable, CaseIterable {
    /// UIScrollView's exponential deceleration at
    /// `PagerConfiguration.listDeceleration` (the default).
    case uiKit
    /// Android's OverScroller spline fling (`SplineFling` with
    /// ViewConfiguration's friction; points are dp, so the density does not
    /// change it): about 194 pt from 1000 pt/s, over 0.555 s.
    case android
}

/// The motion of a flung list: UIKit's exponential deceleration from the
/// release (`Deceleration`: the velocity keeps `rate` of itself every
/// millisecond), in closed form from the release time, as Flutter's
/// ballistic scroll activity and ScrollMechanics' `DecelerationTimingParameters`
/// evaluate it, so the distance at a time never depends on how often it was
/// asked for:
///
///     D(τ) = v · (rate^(1000 τ) − 1) / (1000 ln rate)      τ = t − release
///
/// It ends by itself when less than `restDistance` of its projection is left
/// (Lobanov's `T = ln(−1000 ln(rate) · ε / |v|) / (1000 ln rate)`,
/// `Deceleration.duration(ofRelease:epsilon:)`), and earlier when the list
/// and the header can take no more (`HeaderScroll` finds when).
///
/// With `ListFlingProfile.android` it is Android's spline fling instead
/// (`SplineFling`, density 1: points are dp), `D(τ)` the spline table's
/// position at `τ / duration` times the fling's distance, ending at its
/// duration; as closed-form in the release time as the exponential.
///
/// Its offsets are computed from a base, the header and list offsets when it
/// started (or when something else last moved them, a resize of the list
/// say), by one nested-scroll split of the distance travelled since: the
/// same times give the same offsets, to the bit, whatever the tick rate.
struct ListFling: Sendable {
    /// The list (by page id) it moves: the selected page's at the release.
    let list: Int64
    /// The release time and velocity (pt/s, > 0: the content moves up).
    let start: Double
    let velocity: Double
    /// The shape of the deceleration.
    let curve: Curve
    /// When it ends by itself.
    let end: Double
    /// The base the offsets are computed from: the distance travelled then,
    /// and the header and list offsets at that distance.
    var base: (distance: Double, header: Double, list: Double)
    /// The offsets it wrote last; another writer (a resize's clamp) makes
    /// the fling take the new offsets as its base.
    var written: (header: Double, list: Double, maximum: Double)
    /// The distance travelled by the last time it was advanced to.
    var travelled = 0.0

    /// The distance left when a fling ends by itself: half a point, the ε of
    /// Lobanov's "Deceleration mechanics of UIScrollView" example (3.45 s
    /// from 1000 pt/s at the normal rate).
    static let restDistance = 0.5

    /// A fling of list `list` released at `time` with `velocity`, decelerating
    /// at `deceleration`'s rate, from header offset `header` and list offset
    /// `listOffset` (under its largest offset `maximum`); nil when it would
    /// travel less than `restDistance` (a release at 0, or slower than about
    /// 1 pt/s at the normal rate).
    init?(
        list: Int64, velocity: Double, time: Double, deceleration: Deceleration,
        profile: ListFlingProfile = .uiKit, header: Double, listOffset: Double, maximum: Double
    ) {
        guard velocity != 0 else { return nil }
        let duration: Double
        switch profile {
        case .uiKit:
            guard let time = try? deceleration.duration(ofRelease: velocity, epsilon: Self.restDistance)
            else { return nil }
            duration = time
            curve = .exponential(ExponentialFlingCurve(exponent: deceleration.exponent))
        case .android:
            guard let fling = try? SplineFling().fling(ofRelease: velocity),
                abs(fling.distance) >= Self.restDistance
            else { return nil }
            duration = fling.duration
            curve = .spline(SplineFlingCurve(distance: fling.distance, duration: fling.duration))
        }
        guard duration > 0 else { return nil }
        self.list = list
        start = time
        self.velocity = velocity
        end = time + duration
        base = (0, header, listOffset)
        written = (header, listOffset, maximum)
    }

    /// The distance travelled by time `t` (at most `end`), with the sign of
    /// the velocity.
    func distance(at t: Double) -> Double {
        curve.distance(after: min(max(t, start), end) - start, ended: t >= end, velocity: velocity)
    }

    /// The velocity at time `t` (at most `end`).
    func velocity(at t: Double) -> Double {
        curve.velocity(after: min(max(t, start), end) - start, velocity: velocity)
    }

    /// The time at which the distance travelled is `s` (between 0 and the
    /// distance at `end`, with the velocity's sign); `end` when the curve
    /// never gets there.
    func time(atDistance s: Double) -> Double {
        guard let tau = curve.time(atDistance: s, velocity: velocity) else { return end }
        return min(start + tau, end)
    }

    /// How the list decelerates: one case per curve type, each forwarding
    /// to its type (an enum, so a fling lives inline and builds as Embedded
    /// Swift).
    enum Curve: Sendable {
        case exponential(ExponentialFlingCurve)
        case spline(SplineFlingCurve)

        func distance(after tau: Double, ended: Bool, velocity: Double) -> Double {
            switch self {
            case .exponential(let c): c.distance(after: tau, ended: ended, velocity: velocity)
            case .spline(let c): c.distance(after: tau, ended: ended, velocity: velocity)
            }
        }

        func velocity(after tau: Double, velocity: Double) -> Double {
            switch self {
            case .exponential(let c): c.velocity(after: tau, velocity: velocity)
            case .spline(let c): c.velocity(after: tau, velocity: velocity)
            }
        }

        func time(atDistance s: Double, velocity: Double) -> Double? {
            switch self {
            case .exponential(let c): c.time(atDistance: s, velocity: velocity)
            case .spline(let c): c.time(atDistance: s, velocity: velocity)
            }
        }
    }
}

/// The shape of a list fling's deceleration, one type per
/// `ListFlingProfile`: the distance and the velocity `tau` seconds after a
/// release at `velocity`, and the time a distance is reached.
protocol ListFlingCurve: Sendable {
    /// The distance travelled `tau` seconds after the release, with the
    /// velocity's sign; `ended`: the fling has reached its end.
    func distance(after tau: Double, ended: Bool, velocity: Double) -> Double
    /// The velocity `tau` seconds after the release.
    func velocity(after tau: Double, velocity: Double) -> Double
    /// The time since the release at which the distance is `s`; nil when
    /// the curve never reaches it.
    func time(atDistance s: Double, velocity: Double) -> Double?
}

/// UIKit's exponential deceleration: `exponent` is 1000 ln(rate), the
/// negative exponent per second.
struct ExponentialFlingCurve: ListFlingCurve {
    let exponent: Double

    /// `D(τ) = v · (e^{kτ} − 1) / k`.
    func distance(after tau: Double, ended: Bool, velocity: Double) -> Double {
        velocity * (exponential(exponent * tau) - 1) / exponent
    }

    /// `v · e^{kτ}`.
    func velocity(after tau: Double, velocity: Double) -> Double {
        velocity * exponential(exponent * tau)
    }

    /// D's inverse, `τ = ln(1 + s k / v) / k`.
    func time(atDistance s: Double, velocity: Double) -> Double? {
        let fraction = 1 + s * exponent / velocity
        guard fraction > 0 else { return nil }
        return naturalLog(fraction) / exponent
    }
}

/// Android's spline fling: its signed `distance` and its `duration`.
struct SplineFlingCurve: ListFlingCurve {
    let distance: Double
    let duration: Double

    /// The spline table's position at `τ / duration` times the distance;
    /// the whole distance once ended.
    func distance(after tau: Double, ended: Bool, velocity: Double) -> Double {
        ended ? distance : SplineFling.spline(at: tau / duration).position * distance
    }

    /// The spline segment's slope · distance / duration (0 at the end).
    func velocity(after tau: Double, velocity: Double) -> Double {
        SplineFling.spline(at: tau / duration).slope * distance / duration
    }

    /// The spline table's segment that reaches `s / distance`, read back
    /// linearly.
    func time(atDistance s: Double, velocity: Double) -> Double? {
        SplineFling.time(atFraction: s / distance) * duration
    }
}
