// What the pager is doing, as a value: one type per motion (after
// Flutter's ScrollActivity), each answering how it advances, where it
// heads, its phase, how it shifts by laps and how it survives a resize or
// new items. The pager asks the current motion; it never switches on it.
//
// A new motion (the strip dragged on its own, raw pointer input, a list
// fling) is one new type conforming to `PagerMotion`, which overrides only
// the answers that differ from the defaults, plus its case in `Motion`
// and a line in each of `Motion`'s forwarding switches below.

/// Where a motion heads: the focus position it lands on, and for a
/// transition the item it selects from its start (the commit-at-half
/// policy commits a tap's target at once) with the selection's cause.
struct MotionTarget: Equatable {
    var position: Double
    var selects: (item: Int, cause: SelectionCause)?

    static func == (a: MotionTarget, b: MotionTarget) -> Bool {
        a.position == b.position && a.selects?.item == b.selects?.item && a.selects?.cause == b.selects?.cause
    }
}

/// How a motion survives new items (`Pager.setItems`).
enum ItemChange {
    /// The finger keeps its page (by id) and the drag goes on.
    case followsFinger(Drag)
    /// The host keeps scrolling: the position is kept, clamped to the items.
    case keepsPosition
    /// The motion ends at once on its target (or the selection), at rest.
    case lands
}

/// One thing the pager can be doing. Every answer but `asMotion` and
/// `phase` has a default: a motion that time does not move, that heads
/// nowhere, that laps, resizes and releases leave as it is, and that new
/// items end.
protocol PagerMotion: Sendable, Equatable {
    /// This motion as the pager stores it.
    var asMotion: Motion { get }
    /// What the frame reports the pager doing.
    var phase: PagerPhase { get }
    /// Where it heads; nil for a motion that heads nowhere of its own.
    var target: MotionTarget? { get }
    /// Whether a host's finger is on its scroll view (so its scroll events
    /// are the finger's).
    var isHostDragging: Bool { get }
    /// How it survives new items.
    var itemChange: ItemChange { get }

    /// The motion at time `t`, with `focus` moved to where it shows then;
    /// `.idle` once it has ended (exactly on its target).
    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    /// The motion after `laps` whole laps of `count` pages moved out of the
    /// focus positions (looping): positions it holds move with them.
    func shifted(byLaps laps: Double, count: Int) -> Motion
    /// The motion on a resized page geometry (`track`), the focus kept.
    func resized(focus: Focus, track: PagerTrack) throws(InputError) -> Motion
    /// The finger (engine driver) is at page offset `x` at time `t`.
    func fingerMoved(to x: Double, at t: Double) -> Motion
    /// The finger lifted with `velocity` at time `t`.
    func released(
        velocity: Double, at t: Double, focus: inout Focus, physics: SettlePhysics, track: PagerTrack
    ) -> Motion
    /// A host scroll event with no finger down reports page offset `x`: a
    /// motion the host animates takes it as its progress. Nil: the pager
    /// treats it as a plain host scroll.
    func hostScrolled(toOffset x: Double, focus: inout Focus, track: PagerTrack) throws(InputError) -> Motion?
}

extension PagerMotion {
    var target: MotionTarget? { nil }
    var isHostDragging: Bool { false }
    var itemChange: ItemChange { .lands }
    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    { asMotion }
    func shifted(byLaps laps: Double, count: Int) -> Motion { asMotion }
    func resized(focus: Focus, track: PagerTrack) throws(InputError) -> Motion { asMotion }
    func fingerMoved(to x: Double, at t: Double) -> Motion { asMotion }
    func released(
        velocity: Double, at t: Double, focus: inout Focus, physics: SettlePhysics, track: PagerTrack
    ) -> Motion { asMotion }
    func hostScrolled(toOffset x: Double, focus: inout Focus, track: PagerTrack) throws(InputError) -> Motion?
    {
        nil
    }
}

/// The pager's current motion: one case per motion type, each forwarding
/// every question to its type (an enum rather than `any PagerMotion`, so a
/// motion lives inline and setting one every frame allocates nothing).
enum Motion: Sendable, Equatable {
    case idle
    case drag(Drag)
    case curveSettle(CurveSettle)
    case springSettle(SpringSettle)
    case integratorSettle(IntegratorSettle)
    case transition(TapTransition)
    case hostScroll(HostScroll)

    var phase: PagerPhase {
        switch self {
        case .idle: Idle().phase
        case .drag(let m): m.phase
        case .curveSettle(let m): m.phase
        case .springSettle(let m): m.phase
        case .integratorSettle(let m): m.phase
        case .transition(let m): m.phase
        case .hostScroll(let m): m.phase
        }
    }

    var isIdle: Bool { phase == .idle }

    var target: MotionTarget? {
        switch self {
        case .idle: Idle().target
        case .drag(let m): m.target
        case .curveSettle(let m): m.target
        case .springSettle(let m): m.target
        case .integratorSettle(let m): m.target
        case .transition(let m): m.target
        case .hostScroll(let m): m.target
        }
    }

    var isHostDragging: Bool {
        switch self {
        case .idle: Idle().isHostDragging
        case .drag(let m): m.isHostDragging
        case .curveSettle(let m): m.isHostDragging
        case .springSettle(let m): m.isHostDragging
        case .integratorSettle(let m): m.isHostDragging
        case .transition(let m): m.isHostDragging
        case .hostScroll(let m): m.isHostDragging
        }
    }

    var itemChange: ItemChange {
        switch self {
        case .idle: Idle().itemChange
        case .drag(let m): m.itemChange
        case .curveSettle(let m): m.itemChange
        case .springSettle(let m): m.itemChange
        case .integratorSettle(let m): m.itemChange
        case .transition(let m): m.itemChange
        case .hostScroll(let m): m.itemChange
        }
    }

    @inline(__always)
    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    {
        switch self {
        case .idle: Idle().advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .drag(let m): m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .curveSettle(let m): m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .springSettle(let m):
            m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .integratorSettle(let m):
            m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .transition(let m): m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        case .hostScroll(let m): m.advanced(to: t, focus: &focus, configuration: configuration, track: track)
        }
    }

    func shifted(byLaps laps: Double, count: Int) -> Motion {
        switch self {
        case .idle: Idle().shifted(byLaps: laps, count: count)
        case .drag(let m): m.shifted(byLaps: laps, count: count)
        case .curveSettle(let m): m.shifted(byLaps: laps, count: count)
        case .springSettle(let m): m.shifted(byLaps: laps, count: count)
        case .integratorSettle(let m): m.shifted(byLaps: laps, count: count)
        case .transition(let m): m.shifted(byLaps: laps, count: count)
        case .hostScroll(let m): m.shifted(byLaps: laps, count: count)
        }
    }

    func resized(focus: Focus, track: PagerTrack) throws(InputError) -> Motion {
        switch self {
        case .idle: try Idle().resized(focus: focus, track: track)
        case .drag(let m): try m.resized(focus: focus, track: track)
        case .curveSettle(let m): try m.resized(focus: focus, track: track)
        case .springSettle(let m): try m.resized(focus: focus, track: track)
        case .integratorSettle(let m): try m.resized(focus: focus, track: track)
        case .transition(let m): try m.resized(focus: focus, track: track)
        case .hostScroll(let m): try m.resized(focus: focus, track: track)
        }
    }

    @inline(__always)
    func fingerMoved(to x: Double, at t: Double) -> Motion {
        switch self {
        case .idle: Idle().fingerMoved(to: x, at: t)
        case .drag(let m): m.fingerMoved(to: x, at: t)
        case .curveSettle(let m): m.fingerMoved(to: x, at: t)
        case .springSettle(let m): m.fingerMoved(to: x, at: t)
        case .integratorSettle(let m): m.fingerMoved(to: x, at: t)
        case .transition(let m): m.fingerMoved(to: x, at: t)
        case .hostScroll(let m): m.fingerMoved(to: x, at: t)
        }
    }

    func released(
        velocity: Double, at t: Double, focus: inout Focus, physics: SettlePhysics, track: PagerTrack
    ) -> Motion {
        switch self {
        case .idle: Idle().released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .drag(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .curveSettle(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .springSettle(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .integratorSettle(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .transition(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        case .hostScroll(let m):
            m.released(velocity: velocity, at: t, focus: &focus, physics: physics, track: track)
        }
    }

    func hostScrolled(toOffset x: Double, focus: inout Focus, track: PagerTrack) throws(InputError) -> Motion?
    {
        switch self {
        case .idle: try Idle().hostScrolled(toOffset: x, focus: &focus, track: track)
        case .drag(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        case .curveSettle(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        case .springSettle(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        case .integratorSettle(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        case .transition(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        case .hostScroll(let m): try m.hostScrolled(toOffset: x, focus: &focus, track: track)
        }
    }
}
