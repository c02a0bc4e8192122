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
            curve = .exponential(exponent: deceleration.exponent)
        case .android:
            guard let fling = try? SplineFling().fling(ofRelease: velocity),
                abs(fling.distance) >= Self.restDistance
            else { return nil }
            duration = fling.duration
            curve = .spline(distance: fling.distance, duration: fling.duration)
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
        let tau = min(max(t, start), end) - start
        switch curve {
        case .exponential(let exponent):
            return velocity * (exponential(exponent * tau) - 1) / exponent
        case .spline(let distance, let duration):
            return t >= end ? distance : SplineFling.spline(at: tau / duration).position * distance
        }
    }

    /// The velocity at time `t` (at most `end`): v · rate^(1000 τ), or the
    /// spline segment's slope · distance / duration (0 at the end).
    func velocity(at t: Double) -> Double {
        let tau = min(max(t, start), end) - start
        switch curve {
        case .exponential(let exponent):
            return velocity * exponential(exponent * tau)
        case .spline(let distance, let duration):
            return SplineFling.spline(at: tau / duration).slope * distance / duration
        }
    }

    /// The time at which the distance travelled is `s` (between 0 and the
    /// distance at `end`, with the velocity's sign): D's inverse,
    /// τ = ln(1 + s · 1000 ln(rate) / v) / (1000 ln rate), or the spline
    /// table's segment that reaches `s / distance`, read back linearly.
    func time(atDistance s: Double) -> Double {
        switch curve {
        case .exponential(let exponent):
            let fraction = 1 + s * exponent / velocity
            guard fraction > 0 else { return end }
            return min(start + naturalLog(fraction) / exponent, end)
        case .spline(let distance, let duration):
            return min(start + SplineFling.time(atFraction: s / distance) * duration, end)
        }
    }

    /// How the list decelerates: UIKit's exponential (1000 ln(rate), the
    /// negative exponent per second) or Android's spline (its signed
    /// distance and its duration).
    enum Curve: Sendable {
        case exponential(exponent: Double)
        case spline(distance: Double, duration: Double)
    }
}
