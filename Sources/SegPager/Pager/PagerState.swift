// The pager's state as one value. A step saves it with `let saved = state`
// and restores it on failure, so no list of fields has to be kept in step
// with the fields: a new field here is saved because it is here.

/// Everything a pager step may change except the journaled collections
/// (`PagerBookkeeping`): the configuration (a resize sets its widths), the
/// strip layout, the selection, the motion and its focus, the laps, the
/// clock and the header's vertical state. Items, ids and styles change only
/// between steps and live in `Pager`.
struct PagerState: Sendable {
    var configuration: PagerConfiguration
    var layout: StripLayout
    /// The committed selection; nil with no items.
    var selectedIndex: Int?
    /// What the pager is doing.
    var motion: Motion = .idle
    /// What the motion says is on screen (a position, or a tap's transition).
    var focus: Focus
    /// A drag that grabbed a running transition: what was on screen then and
    /// when. For `tapDuration` seconds the strip hands over from it to the
    /// finger (`Pager.shown(at:)`), while the pages follow the finger at once.
    var handoff: (from: Focus, start: Double)?
    /// Looping: whole laps (of n pages) already travelled; focus positions are
    /// kept within about a lap of 0 and the page offset adds `lap × n` back.
    var lap: Double = 0
    /// The last event's time; nil before the first.
    var time: Double?
    /// The cause the next selection change reports (the last drag, tap or
    /// program selection).
    var lastCause: SelectionCause = .program
    /// Whether the configuration's initial index still waits for the first
    /// non-empty items (a pager created with none).
    var initialIndexPending: Bool
    /// The strip offset the last frame showed (progressive offsets start from it).
    var stripOffset: Double = 0
    /// The header offset, the pull and the running snap or pull-back.
    var vertical = HeaderScroll()
    /// The pointer that is down (pointer events), if any.
    var pointer: PointerState?
    /// The strip's own scrolling, away from its policy's offset.
    var strip = StripScroll()
    /// The strip offset the policy gave at the last frame: the policy's
    /// current offset (`stripOffset` is what the strip showed).
    var stripPolicyOffset: Double = 0
    /// The strip offset shown when the running tap or animated selection
    /// started: the strip glides from it straight to the target's rest
    /// offset by the transition's progress, whether it was following, held
    /// or returning, so it never swings back (`StripGeometry.stripOffset`).
    /// nil when no transition runs (a handoff keeps it until it ends).
    var stripGlide: Double?
    /// A wheel's scroll under way: when it releases the pages and ends
    /// its scroll of the list.
    var wheel = WheelScroll()

    init(
        configuration: PagerConfiguration, layout: StripLayout, selectedIndex: Int?, focus: Focus,
        initialIndexPending: Bool
    ) {
        self.configuration = configuration
        self.layout = layout
        self.selectedIndex = selectedIndex
        self.focus = focus
        self.initialIndexPending = initialIndexPending
    }

    /// The time a step is at: the last event's, 0 before any.
    var now: Double { time ?? 0 }
}
