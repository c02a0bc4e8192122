// The pager's motions, one type each (see `PagerMotion`).

/// At rest: nothing moves until an event says so.
struct Idle: PagerMotion {
    var asMotion: Motion { .idle }
    var phase: PagerPhase { .idle }
}

/// A finger moving the pages (engine driver): the finger's page offset
/// and velocity, and the page the drag began on.
struct Drag: PagerMotion {
    /// The finger's page offset (before the rubber band).
    var finger: Double
    /// When the finger was last at `finger`.
    var time: Double
    /// The finger's velocity over its last move, pt/s.
    var velocity: Double
    /// The page the drag began on (virtual when looping): a release settles
    /// at most one page from it.
    var startItem: Int

    var asMotion: Motion { .drag(self) }
    var phase: PagerPhase { .dragging }
    var itemChange: ItemChange { .followsFinger(self) }

    func fingerMoved(to x: Double, at t: Double) -> Motion {
        var next = self
        next.velocity = t > time ? (x - finger) / (t - time) : velocity
        next.finger = x
        next.time = t
        return .drag(next)
    }

    func released(
        velocity: Double, at t: Double, focus: inout Focus, physics: SettlePhysics, track: PagerTrack
    ) -> Motion {
        physics.release(self, velocity: velocity, at: t, focus: &focus, on: track)
    }

    func shifted(byLaps laps: Double, count: Int) -> Motion {
        // The page the drag began on moves with the positions (one lap, so small).
        var next = self
        next.startItem -= Int(laps) * count
        return .drag(next)
    }

    func resized(focus: Focus, track: PagerTrack) throws(InputError) -> Motion {
        // Re-based on the new geometry; the position is kept.
        var next = self
        next.finger = try track.offset(at: focus.target)
        return .drag(next)
    }
}

/// Released (curve mode): the position travels from `from` to `to` along
/// the settle easing over `span`.
struct CurveSettle: PagerMotion {
    var from: Double
    var to: Double
    var span: TimeSpan

    var asMotion: Motion { .curveSettle(self) }
    var phase: PagerPhase { .settling }
    var target: MotionTarget? { MotionTarget(position: to) }

    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    {
        let u = span.fraction(at: t)
        guard u < 1 else {
            focus = .position(to)
            return .idle
        }
        focus = .position(lerp(from, to, configuration.settleEasing(u)))
        return asMotion
    }

    func shifted(byLaps laps: Double, count: Int) -> Motion {
        let n = laps * Double(count)
        return .curveSettle(CurveSettle(from: from - n, to: to - n, span: span))
    }
}

/// Released (spring mode): the page offset is `offset(to)` plus the
/// settle spring's displacement (`release`), until the release's duration,
/// when it lands exactly on `to`.
struct SpringSettle: PagerMotion {
    /// The focus position it lands on.
    var to: Double
    var release: SpringRelease

    var asMotion: Motion { .springSettle(self) }
    var phase: PagerPhase { .settling }
    var target: MotionTarget? { MotionTarget(position: to) }

    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    {
        guard let displacement = release.displacement(at: t, spring: configuration.settleSpring),
            let target = try? track.offset(at: to),
            let p = try? track.position(atPageOffset: target + displacement)
        else {
            // At the end it lands on its page; so, at once, does a spring
            // whose arithmetic leaves the doubles (it cannot move the pages)
            // instead of settling, unmoving, until its end.
            focus = .position(to)
            return .idle
        }
        focus = .position(p)
        return asMotion
    }

    func shifted(byLaps laps: Double, count: Int) -> Motion {
        var next = self
        next.to -= laps * Double(count)
        return .springSettle(next)
    }
}

/// A tap or an animated selection travelling straight to item `to`
/// (virtual when looping); the focus is a transition. The engine times it
/// (`tapDuration`, `tapEasing`); a host driver's scroll offsets measure it.
struct TapTransition: PagerMotion {
    var to: Int
    var span: TimeSpan
    var cause: SelectionCause
    /// The page offset it started from (a host's offsets are measured
    /// from it to the target's).
    var startOffset: Double

    var asMotion: Motion { .transition(self) }
    var phase: PagerPhase { .transitioning }
    var target: MotionTarget? { MotionTarget(position: Double(to), selects: (to, cause)) }

    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    {
        guard configuration.driver == .engine else { return asMotion }
        let u = span.fraction(at: t)
        guard u < 1 else {
            focus = .position(Double(to))
            return .idle
        }
        if case .transition(let from, _, _) = focus {
            focus = .transition(from: from, to: to, progress: configuration.tapEasing(u))
        }
        return asMotion
    }

    func hostScrolled(toOffset x: Double, focus: inout Focus, track: PagerTrack) throws(InputError) -> Motion?
    {
        guard case .transition(let from, _, _) = focus else { return nil }
        // The host animates the tap: its offset measures the progress.
        let p = try track.position(atPageOffset: x)
        let end = try track.offset(at: Double(to))
        let progress = end == startOffset ? 1 : min(max((x - startOffset) / (end - startOffset), 0), 1)
        guard abs(p - Double(to)) > PageGeometry.positionTolerance else {
            focus = .position(Double(to))
            return .idle
        }
        focus = .transition(from: from, to: to, progress: progress)
        return asMotion
    }
}

/// The host scrolls the pages (host driver): with its finger down, or
/// decelerating or animating on its own until it lands on a page.
struct HostScroll: PagerMotion {
    var dragging: Bool

    var asMotion: Motion { .hostScroll(self) }
    var phase: PagerPhase { .hostScrolling }
    var isHostDragging: Bool { dragging }
    var itemChange: ItemChange { .keepsPosition }

    func released(
        velocity: Double, at t: Double, focus: inout Focus, physics: SettlePhysics, track: PagerTrack
    ) -> Motion {
        let p = focus.target
        return abs(p - p.rounded()) <= PageGeometry.positionTolerance
            ? .idle : .hostScroll(HostScroll(dragging: false))
    }
}
