// What a released drag does: the rubber band past the ends, the release
// rule that picks the page, and the settle mode that decides which motion
// carries the pages there. Built from the configuration for each use.

/// The physics of the pages under and after a finger, from the pager's
/// configuration: how far past an end the pages follow the finger, and which
/// motion a release starts (a curve settle, a spring settle, or rest).
struct SettlePhysics {
    let mode: SettleMode
    let rubberBand: Double
    let flickVelocity: Double
    let paging: PagingOptions
    let spring: DampedSpring
    let settleDuration: Double
    let body: IntegratorBody

    init(_ configuration: PagerConfiguration) {
        mode = configuration.settleMode
        rubberBand = configuration.rubberBand
        flickVelocity = configuration.flickVelocity
        paging = configuration.paging
        spring = configuration.settleSpring
        settleDuration = configuration.settleDuration
        body = configuration.integratorBody
    }

    /// The fastest release a settle takes, pt/s: no finger moves faster
    /// (flings top out near 10^4), and past it a spring's arithmetic leaves
    /// the doubles (found by the fuzz harness: a release at 1.8e308 pt/s
    /// started a settle that never moved and never ended).
    static let maximumReleaseVelocity = 1e6

    /// `velocity` clamped to ±`maximumReleaseVelocity`: what a release of
    /// the pages or of the strip takes.
    static func clampedRelease(_ velocity: Double) -> Double {
        min(max(velocity, -maximumReleaseVelocity), maximumReleaseVelocity)
    }

    /// The page offset shown for a finger offset: past the first or last page
    /// the spring mode rubber-bands (UIKit's 0.55 band against the viewport).
    @inline(__always)
    func shown(finger: Double, on track: PagerTrack) -> Double {
        guard mode != .curve, !track.looping else { return finger }
        let range = track.pages.offsetRange
        let band = RubberBand(coefficient: rubberBand)
        let viewport = track.pages.viewportWidth
        if finger < range.lowerBound {
            guard rubberBand > 0 else { return range.lowerBound }
            return range.lowerBound
                + ((try? band.offset(forOvershoot: finger - range.lowerBound, dimension: viewport)) ?? 0)
        }
        if finger > range.upperBound {
            guard rubberBand > 0 else { return range.upperBound }
            return range.upperBound
                + ((try? band.offset(forOvershoot: finger - range.upperBound, dimension: viewport)) ?? 0)
        }
        return finger
    }

    /// How fast the shown offset moves per unit of finger movement: the band's
    /// slope `c·d²/(d + c·x)²` past an end, 1 inside.
    func slope(finger: Double, on track: PagerTrack) -> Double {
        guard mode != .curve, !track.looping else { return 1 }
        let range = track.pages.offsetRange
        let x =
            finger < range.lowerBound
            ? range.lowerBound - finger : (finger > range.upperBound ? finger - range.upperBound : 0)
        guard x > 0 else { return 1 }
        let c = rubberBand
        let d = track.pages.viewportWidth
        return c * d * d / ((d + c * x) * (d + c * x))
    }

    /// The motion a drag's release at time `t` starts, with `focus` (the
    /// drag's position) moved where a motion that ends at once leaves it.
    /// The velocity is clamped to ±`maximumReleaseVelocity`.
    func release(_ drag: Drag, velocity: Double, at t: Double, focus: inout Focus, on track: PagerTrack)
        -> Motion
    {
        let velocity = Self.clampedRelease(velocity)
        switch mode {
        case .spring, .integrator:
            return springSettle(drag, velocity: velocity, at: t, focus: &focus, on: track)
        case .curve:
            let p = focus.target
            let target = curveTarget(from: p, velocity: velocity, startItem: drag.startItem, on: track)
            guard abs(p - target) > PageGeometry.positionTolerance, settleDuration > 0 else {
                focus = .position(target)
                return .idle
            }
            let span = TimeSpan(start: t, duration: settleDuration)
            return .curveSettle(CurveSettle(from: p, to: target, span: span))
        }
    }

    /// Plans a spring settle: the paging rule picks the page from the shown
    /// offset and the release velocity, and the spring starts with that
    /// velocity (scaled by the rubber band's slope when released past an end).
    private func springSettle(
        _ drag: Drag, velocity: Double, at t: Double, focus: inout Focus, on track: PagerTrack
    ) -> Motion {
        guard track.count > 0 else {
            // No page to settle onto: the drag ends at rest where page 0
            // will be, so the pager never stays dragging with no finger down.
            focus = .position(0)
            return .idle
        }
        let laps = track.lap * Double(track.count)
        let shownVelocity = velocity * slope(finger: drag.finger, on: track)
        guard let shown = try? track.offset(at: focus.target),
            let page = try? paging.target(
                pageOffset: shown, velocity: shownVelocity, startPage: drag.startItem + Int(laps),
                pages: track.pages, looping: track.looping),
            let targetOffset = try? track.pages.pageOffset(atPosition: Double(page))
        else {
            // Never left dragging: rest on the nearest page.
            focus = .position(track.restingPosition(near: focus.target))
            return .idle
        }
        let target = Double(page) - laps
        if mode == .integrator {
            // The body starts where the pages are shown, at the release
            // velocity in points per step.
            guard abs(shown - targetOffset) >= IntegratorBody.settledDistance || shownVelocity != 0 else {
                focus = .position(target)
                return .idle
            }
            return .integratorSettle(
                IntegratorSettle(
                    to: target, targetOffset: targetOffset, start: t, x: shown, previous: shown,
                    velocity: shownVelocity * IntegratorBody.step, body: body))
        }
        let displacement = shown - targetOffset
        // Settled within a quarter point, or within the position tolerance
        // when a page is so wide that a quarter point is no distance (a
        // 1e175 pt viewport: the spring would report settling, unmoving,
        // for 20 s; found by the fuzz harness's liveness check).
        let epsilon = max(0.25, track.pages.stride * PageGeometry.positionTolerance)
        guard
            let release = SpringRelease(
                displacement: displacement, velocity: shownVelocity, at: t, spring: spring, epsilon: epsilon)
        else {
            focus = .position(target)
            return .idle
        }
        return .springSettle(SpringSettle(to: target, release: release))
    }

    /// The page a curve settle goes to: the next page in the direction of a
    /// fast release, else the nearest; at most one page from where the drag
    /// began, and inside the pages.
    private func curveTarget(from p: Double, velocity: Double, startItem: Int, on track: PagerTrack) -> Double
    {
        guard track.count > 0 else { return 0 }
        // Offsets grow toward higher pages in LTR and toward lower ones in RTL.
        let pageVelocity = track.pages.direction == .leftToRight ? velocity : -velocity
        var target: Double
        if abs(velocity) >= flickVelocity && flickVelocity > 0 {
            target =
                pageVelocity > 0
                ? PageGeometry.snappedPosition(p).rounded(.down) + 1
                : PageGeometry.snappedPosition(p).rounded(.up) - 1
        } else {
            target = PageGeometry.snappedPosition(p).rounded()
        }
        target = min(max(target, Double(startItem - 1)), Double(startItem + 1))
        return track.looping ? target : min(max(target, 0), Double(track.count - 1))
    }
}
