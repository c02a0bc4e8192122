/// When the selected index follows the position.
public enum CommitPolicy: Sendable, Equatable, CaseIterable {
    /// At half way while swiping (the nearest page, as most tab libraries
    /// do); a tap or an animated selection commits at once.
    case atHalf
    /// Only when the pager comes to rest on a page.
    case whenSettled
}

/// Who moves the pages.
public enum ScrollDriver: Sendable, Equatable, CaseIterable {
    /// The engine: drags set the offset, a release settles with an animation,
    /// taps animate, ticks advance time (Qt, SDL, games, terminals).
    case engine
    /// The host scrolls natively (UIKit) and reports offsets with
    /// `.hostScrolled`; the pager follows, and asks for taps through
    /// `PagerFrame.targetPageOffset`.
    case host
}

/// What caused a selection change.
public enum SelectionCause: Sendable, Equatable, CaseIterable {
    /// The user tapped a tab (`PagerEvent.tabTapped`).
    case tap
    /// A drag moved the pages past the commit point (the engine's drag, or a
    /// host scroll while the finger is down).
    case drag
    /// The program selected it (`PagerEvent.select`), or `setItems` replaced
    /// the items.
    case program
    /// An item edit (`insertItem`, `removeItem`, `moveItem`) moved the
    /// selected page to another index, or removed it so that another page is
    /// selected. Since 0.8.0.
    case edit
}

/// How the engine settles a released drag.
public enum SettleMode: Sendable, Equatable, CaseIterable {
    /// The nearest page (or the next after a flick faster than
    /// `flickVelocity`), reached along `settleEasing` in `settleDuration`.
    case curve
    /// Physics: `paging` picks the page from the release velocity, a
    /// `settleSpring` carries the velocity into the settle (no speed jump),
    /// and drags past the first or last page rubber-band (`rubberBand`).
    case spring
    /// `paging` picks the page as for `.spring`, and a target-seeking body
    /// stepped at a fixed 60 Hz carries the pages there
    /// (`PagerConfiguration.integratorBody`): Embla's `ScrollBody`, so a port
    /// of an Embla carousel settles as Embla does; drags rubber-band as for
    /// `.spring`.
    case integrator
}

/// The pager's settings that are not styles. The C ABI's defaults are
/// these (`PagerConfiguration()`).
public struct PagerConfiguration: Sendable, Hashable {
    /// When the selected index follows the position; `.atHalf` by default.
    public var commitPolicy: CommitPolicy = .atHalf
    /// Who moves the pages; `.engine` by default.
    public var driver: ScrollDriver = .engine
    /// The curve of a tap's or an animated selection's travel; `.easeInOut`
    /// by default.
    public var tapEasing: Easing = .easeInOut
    /// How long a tap's or an animated selection's travel takes, in seconds;
    /// ≥ 0, 0.3 by default (tab libraries use 0.25 to 0.3; 0 jumps at once).
    /// It is also how long a drag that grabs a running travel takes to hand
    /// the strip over to the finger.
    public var tapDuration: Double = 0.3
    /// The curve of the `.curve` settle after a drag is released (engine
    /// driver); `.easeOut` by default.
    public var settleEasing: Easing = .easeOut
    /// How long the `.curve` settle takes, in seconds; ≥ 0, 0.3 by default.
    public var settleDuration: Double = 0.3
    /// A release faster than this (pt/s) moves on to the next page even
    /// before half way: the `.curve` settle's threshold and the `.android`
    /// paging profile's. One value for both, stored in `paging`
    /// (`PagingOptions.flickVelocity`, 400 pt/s by default).
    public var flickVelocity: Double {
        get { paging.flickVelocity }
        set { paging.flickVelocity = newValue }
    }
    /// The most notifications kept for a C caller whose notification array
    /// is too small (they wait for its next step); past it the oldest are
    /// dropped, selection and header-phase changes first, and the frame
    /// counts them. ≥ 0; 1024 by default.
    public var notificationLimit: Int = 1024
    /// The page the pager rests on when its first items arrive: at
    /// `Pager.init` with items, or else the first `setItems` (or insert) that
    /// brings any; clamped to the items. The first frame reports it as
    /// `selectedChanged` with cause `.program`. Applied once; a drag under way
    /// when the items arrive keeps its finger's page instead.
    public var initialIndex: Int = 0
    /// The pages: the pager's viewport width, page width (0 = the viewport's),
    /// spacing, alignment and end padding. The page count is the item count.
    public var pages = PageGeometry()
    /// The strip's viewport width (0 = the pager's) and its items' height.
    public var stripViewportWidth: Double = 0
    /// The strip items' height in points, for the indicator's placement;
    /// ≥ 0, 44 by default (`StripStyle.defaultItemHeight`).
    public var stripHeight: Double = StripStyle.defaultItemHeight
    /// Which pages are loaded (prepare, keep, cache and reuse).
    public var windows = PageWindowPolicy()
    /// How a released drag settles (engine driver).
    public var settleMode: SettleMode = .spring
    /// `.spring`: the paging rule (UIKit-like by default).
    public var paging = PagingOptions()
    /// `.spring`: the settle spring (critically damped: it never overshoots the page).
    public var settleSpring = DampedSpring(response: 0.35, dampingRatio: 1)
    /// `.integrator`: the body's stiffness and friction (Embla's `duration`
    /// 25 and `friction` 0.68 by default).
    public var integratorBody = IntegratorBody()
    /// `.spring`: the rubber-band coefficient past the ends (UIKit 0.55; 0 clamps).
    public var rubberBand: Double = RubberBand.uiKit.coefficient
    /// How a list flung by `PagerEvent.listEnded` decelerates: the velocity
    /// kept per millisecond, in (0, 1); UIKit's `.normal` (0.998) by default.
    public var listDeceleration = Deceleration.normal
    /// How a flung list decelerates: UIKit's exponential at
    /// `listDeceleration` (the default) or Android's spline fling. Since 0.8.0.
    public var listFlingProfile = ListFlingProfile.uiKit
    /// How the strip decelerates when flung on its own (`StripPhase`): the
    /// velocity kept per millisecond, in (0, 1); UIKit's `.normal` (0.998)
    /// by default (a tab strip is a scroll view there). Since 0.8.0.
    public var stripDeceleration = Deceleration.normal
    /// The pages wrap: page n − 1 is followed by page 0. Positions and page
    /// offsets then grow without bound (a lap is n pages), the selection is
    /// the position modulo n, a tap takes the short way round, and the strip
    /// repeats every content width (`StripGeometry.loops`).
    public var isLooping = false
    /// How far a pointer moves (pointer events) before it drags anything, in
    /// points; a shorter move lifted in the strip is a tap. ≥ 0; 10 by
    /// default, UIScrollView's (Android's `ViewConfiguration` touch slop is
    /// 8 dp). Past it the drag locks to the axis it is within 30° of.
    public var touchSlop: Double = 10
    /// How long after the last wheel event the pages settle on a page, in
    /// seconds; ≥ 0; 0.15 by default.
    public var wheelSettleDelay: Double = 0.15
    /// When > 0, the slop grows with the pager: `touchSlopFraction` of the
    /// viewport width, at least `touchSlop` and at most `touchSlopMaximum`
    /// (nil: no maximum), the shape of Embla's `goToNextThreshold`
    /// (`clamp(0.2 × view, 50, 225)` px). In [0, 1]; 0 (a fixed slop) by default.
    public var touchSlopFraction: Double = 0
    /// The relative slop's upper bound; nil (the default) for none, else ≥ 0.
    public var touchSlopMaximum: Double? = nil
    /// How a tap or an animated selection reaches a page that is not beside
    /// the one on screen; `.adjacent` by default (`FarTransition`). Since 0.8.0.
    public var farTransition: FarTransition = .adjacent
    /// `.preJump`: how near the target the pages jump before they scroll, in
    /// pages; ≥ 1; 3 by default (ViewPager2's). Since 0.8.0.
    public var preJumpDistance: Int = 3

    /// The slop a pointer must pass before it drags: `touchSlop`, or the
    /// relative slop within its bounds.
    public var effectiveTouchSlop: Double {
        guard touchSlopFraction > 0 else { return touchSlop }
        let relative = touchSlopFraction * pages.viewportWidth
        return max(touchSlop, min(relative, touchSlopMaximum ?? .infinity))
    }

    /// The default configuration: commit at half way, engine driver, 0.3 s
    /// ease-in-out taps, spring settles with UIKit-like paging, 0.55 rubber
    /// band, 1-page windows, no looping, zero widths (set
    /// `pages.viewportWidth`).
    public init() {}

    /// A platform's feel, as a starting configuration.
    public enum Preset: Sendable, Equatable, CaseIterable {
        /// The defaults: UIKit paging (the release projected with the fast
        /// deceleration rate, at most one page), a critical spring, UIKit's
        /// 0.55 rubber band.
        case iOS
        /// ViewPager2's paging: one page per fling faster than
        /// `flickVelocity` (400 pt/s, Android's minimum fling velocity),
        /// else the page past half way; the same spring and band.
        case android
    }

    /// The default configuration for pages `viewportWidth` points wide: the
    /// one value a pager cannot do without (the page stride comes from it).
    public init(viewportWidth: Double) {
        self.init()
        pages.viewportWidth = viewportWidth
    }

    /// The defaults with a platform preset's paging applied, for pages
    /// `viewportWidth` points wide (0 leaves it to be set).
    public init(preset: Preset, viewportWidth: Double = 0) {
        self.init(viewportWidth: viewportWidth)
        switch preset {
        case .iOS: break
        case .android: paging.profile = .android
        }
    }

    /// Checks every setting: durations, widths and velocities finite and ≥ 0,
    /// the easings, windows, paging options, spring and page geometry valid.
    /// - Throws: `.notFinite`, `.outOfRange` (negative durations, widths or
    ///   velocity, a bad easing curve, a zero page stride).
    public func validate() throws(InputError) {
        try requireNonNegative(tapDuration, "PagerConfiguration.tapDuration")
        try requireNonNegative(settleDuration, "PagerConfiguration.settleDuration")
        try requireNonNegative(stripViewportWidth, "PagerConfiguration.stripViewportWidth")
        try requireNonNegative(stripHeight, "PagerConfiguration.stripHeight")
        try tapEasing.validate()
        try settleEasing.validate()
        try windows.validate()
        try paging.validate()
        try settleSpring.validate()
        try integratorBody.validate()
        try requireNonNegative(rubberBand, "PagerConfiguration.rubberBand")
        try requireFinite(stripDeceleration.rate, "PagerConfiguration.stripDeceleration.rate")
        guard stripDeceleration.rate > 0, stripDeceleration.rate < 1 else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.stripDeceleration.rate", rule: "must be in (0, 1)",
                value: stripDeceleration.rate)
        }
        try requireFinite(listDeceleration.rate, "PagerConfiguration.listDeceleration.rate")
        guard listDeceleration.rate > 0, listDeceleration.rate < 1 else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.listDeceleration.rate", rule: "must be in (0, 1)",
                value: listDeceleration.rate)
        }
        try requireNonNegative(touchSlop, "PagerConfiguration.touchSlop")
        try requireUnit(touchSlopFraction, "PagerConfiguration.touchSlopFraction")
        if let touchSlopMaximum {
            try requireNonNegative(touchSlopMaximum, "PagerConfiguration.touchSlopMaximum")
        }
        try requireNonNegative(wheelSettleDelay, "PagerConfiguration.wheelSettleDelay")
        guard preJumpDistance >= 1 else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.preJumpDistance", rule: "must be >= 1",
                integer: preJumpDistance)
        }
        guard notificationLimit >= 0 else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.notificationLimit", rule: "must be >= 0",
                integer: notificationLimit)
        }
        var pages = self.pages
        pages.pageCount = 0
        try pages.validate()
    }
}

/// One input to the pager, with the time it happened (seconds, any origin;
/// a batch's times never go backwards).
public enum PagerEvent: Sendable, Hashable {
    /// A finger touched the pages. Takes over any running animation.
    case dragBegan(time: Double)
    /// The finger moved the pages to a page offset.
    case dragMoved(time: Double, pageOffset: Double)
    /// The finger lifted with a page-offset velocity (pt/s).
    case dragEnded(time: Double, velocity: Double)
    /// The host scrolled the pages to an offset (`.host` driver).
    case hostScrolled(time: Double, pageOffset: Double)
    /// The user tapped tab `index`.
    case tabTapped(time: Double, index: Int)
    /// The program selects `index`, animated or not.
    case select(time: Double, index: Int, animated: Bool)
    /// Time passes (a display frame).
    case tick(time: Double)
    /// The pager's and the strip's viewport widths changed (0 for the strip's
    /// means "the pager's"). The position is kept.
    case resized(time: Double, viewportWidth: Double, stripViewportWidth: Double)
    /// A vertical drag (or the host's deceleration) moved the selected page's
    /// list by `delta` (positive: the content moves up). The pager shares it
    /// between the pull, the header offset and the list (`HeaderStack.split`).
    case listScrolled(time: Double, delta: Double)
    /// The vertical movement ended (the finger lifted with `velocity`, pt/s,
    /// positive upward, or the host's deceleration stopped with 0): a pull
    /// springs back or starts a refresh. Else a velocity flings the selected
    /// list, decelerating at `PagerConfiguration.listDeceleration` in closed
    /// form from the release (the same event times give the same offsets at
    /// any tick rate), every later event's time moving it on; its distance
    /// is shared as a `listScrolled` delta is (down: the list to its top,
    /// then the header expands; up: the header collapses, then the list).
    /// It never pulls or overscrolls: it stops when the header and the list
    /// can take no more, when less than half a point of its travel is left,
    /// at the next `listScrolled`, `pointerDown` or `listEnded`, and when the
    /// selection changes (`PagerFrame.isListAnimating` while it runs). When it stops by
    /// itself or at an end (at once, with no fling), a part-collapsed
    /// snapping section snaps: to the edge the release velocity picks, the
    /// spring starting at the velocity left. Without a header the list alone
    /// decelerates within 0 and its largest offset.
    case listEnded(time: Double, velocity: Double)
    /// Page `index`'s list can scroll its own content at most `maxOffset`
    /// (its content height less its viewport height, ≥ 0).
    case listResized(time: Double, index: Int, maxOffset: Double)
    /// The refresh a pull started has finished: the pull springs back.
    case refreshEnded(time: Double)
    /// A pointer (a finger, a mouse button) went down at (`x`, `y`) in the
    /// pager's viewport, in `region`. The engine then owns the gesture: the
    /// touch slop, the direction lock, the translation into page, list or
    /// strip offsets, the release velocity and taps (see `PointerRegion`).
    /// On moving pages it stops them where they are.
    case pointerDown(time: Double, x: Double, y: Double, region: PointerRegion)
    /// The pointer moved to (`x`, `y`); without a pointer down (a mouse
    /// hovering) nothing happens.
    case pointerMoved(time: Double, x: Double, y: Double)
    /// The pointer lifted at (`x`, `y`): what it dragged is released with
    /// its velocity (least squares, `VelocityTracker`); one that never left
    /// the slop in the strip taps the tab under it.
    case pointerUp(time: Double, x: Double, y: Double)
    /// The system took the pointer: what it moved is released at rest, and
    /// it taps nothing.
    case pointerCancelled(time: Double)
    /// A mouse wheel or trackpad scrolled by (`deltaX`, `deltaY`) over
    /// `region`, as a scroll view's offset changes (positive `deltaX`
    /// toward larger page or strip offsets, positive `deltaY` moves the
    /// list's content up). The pages settle `wheelSettleDelay` after the
    /// last one.
    case wheel(time: Double, deltaX: Double, deltaY: Double, region: PointerRegion)
    /// A finger (the host's recogniser) touched the strip: it takes the
    /// strip where it is.
    case stripDragBegan(time: Double)
    /// The finger moved the strip to a strip offset (before the rubber band).
    case stripDragMoved(time: Double, stripOffset: Double)
    /// The finger lifted with a strip-offset velocity (pt/s): the strip
    /// decelerates, bounces at its ends and rests.
    case stripDragEnded(time: Double, velocity: Double)

    /// The event's time in seconds.
    public var time: Double {
        switch self {
        case .dragBegan(let t), .dragMoved(let t, _), .dragEnded(let t, _), .hostScrolled(let t, _),
            .tabTapped(let t, _), .select(let t, _, _), .tick(let t), .resized(let t, _, _),
            .listScrolled(let t, _), .listEnded(let t, _), .listResized(let t, _, _), .refreshEnded(let t),
            .pointerDown(let t, _, _, _), .pointerMoved(let t, _, _), .pointerUp(let t, _, _),
            .pointerCancelled(let t), .wheel(let t, _, _, _), .stripDragBegan(let t),
            .stripDragMoved(let t, _),
            .stripDragEnded(let t, _):
            return t
        }
    }
}

/// Something that happened between two frames.
public struct PagerNotification: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Equatable, CaseIterable {
        /// The committed selection changed to `page` (from `previous`, because of `cause`).
        case selectedChanged
        /// Page `page` starts to come on screen (UIKit's `viewWillAppear`).
        case willAppear
        /// Page `page` is the one at rest on screen (`viewDidAppear`).
        case didAppear
        /// Page `page` starts to leave the screen, or stops being the page at rest.
        case willDisappear
        /// Page `page` is off screen.
        case didDisappear
        /// Create the page's content (it is about to be needed).
        case load
        /// Free the page's content.
        case unload
        /// Give the content slot of page `previous` (being evicted) to `page`.
        case reuse
        /// The header's phase changed (`headerPhase`, from `previousHeaderPhase`);
        /// `page` is the selected page.
        case headerPhaseChanged
        /// A pull on the selected page (`page`) was released past the refresh
        /// distance: refresh, then send `PagerEvent.refreshEnded`.
        case refresh
    }

    /// What happened.
    public var kind: Kind
    /// The page (item) index it concerns: for `.selectedChanged`, the new selection.
    public var page: Int
    /// The page's stable id.
    public var id: Int64
    /// `.selectedChanged`: the previous selection (nil: none); `.reuse`: the
    /// page whose slot is handed over.
    public var previous: Int?
    /// `.selectedChanged`: what caused it.
    public var cause: SelectionCause?
    /// The time of the event that caused it.
    public var time: Double
    /// `.headerPhaseChanged`: the new phase; nil otherwise.
    public var headerPhase: HeaderPhase?
    /// `.headerPhaseChanged`: the phase before `headerPhase`; nil otherwise.
    public var previousHeaderPhase: HeaderPhase?

    /// A notification with every field given; the optional ones are nil
    /// unless the kind uses them.
    public init(
        kind: Kind, page: Int, id: Int64, previous: Int? = nil, cause: SelectionCause? = nil, time: Double,
        headerPhase: HeaderPhase? = nil, previousHeaderPhase: HeaderPhase? = nil
    ) {
        self.kind = kind
        self.page = page
        self.id = id
        self.previous = previous
        self.cause = cause
        self.time = time
        self.headerPhase = headerPhase
        self.previousHeaderPhase = previousHeaderPhase
    }
}

/// What the pager is doing.
public enum PagerPhase: Sendable, Equatable, CaseIterable {
    /// At rest on a page.
    case idle
    /// A finger is moving the pages.
    case dragging
    /// Released, settling onto a page (engine driver).
    case settling
    /// Travelling to a tapped or selected item.
    case transitioning
    /// The host is scrolling the pages (decelerating, or its own animation).
    case hostScrolling
}

/// How many notifications a step's frame takes from the pager, which owns
/// the notifications not yet delivered (the C and Python layers keep none).
public enum NotificationDelivery: Sendable, Hashable {
    /// Every one waiting (Swift's default): none are left.
    case all
    /// At most this many (≥ 0), oldest first; the rest wait, in order, for
    /// a later step or `Pager.takeWaitingNotifications(_:into:)`. Waiting
    /// ones are capped at the configuration's `notificationLimit`: past it
    /// the oldest go, selection and header-phase changes first (a frame
    /// carries both states), and the frame's `droppedNotifications` counts them.
    case atMost(Int)
    /// None: the caller wants no notifications, so none are kept
    /// (`droppedNotifications` counts them).
    case none
}

/// Everything a front end needs to draw one display frame.
public struct PagerFrame: Sendable, Hashable {
    /// The time of the last event of the batch, in seconds (0 before any).
    public var time: Double
    /// What the pager is doing.
    public var phase: PagerPhase
    /// The pages' horizontal content offset, in points; past the ends while
    /// a drag rubber-bands, growing without bound when looping.
    public var pageOffset: Double
    /// The page offset as a position in pages
    /// (`PageGeometry.position(atPageOffset:)`: 2.25 is a quarter of the way
    /// from page 2 to page 3); outside 0...n − 1 while overscrolled,
    /// unbounded when looping.
    public var position: Double
    /// Where the pages are heading (the settle or tap target's offset); the
    /// current offset when nothing is pending. A `.host` front end animates
    /// its scroll view there after a tap.
    public var targetPageOffset: Double
    /// nil with no items.
    public var selectedIndex: Int?
    /// `.transitioning`: the tapped or selected item; nil otherwise.
    public var transitionTarget: Int?
    /// `.transitioning`: the progress toward `transitionTarget`, 0...1; 0
    /// otherwise.
    public var transitionProgress: Double
    /// The strip offset, indicator and visible items' appearance.
    public var strip: StripState
    /// Each page on screen, in item order, with where it is drawn: its `x`
    /// and `width` in the pager's viewport and the fraction of it that shows.
    /// A front end draws the pages from these alone. Together they cover the
    /// viewport, but for the gaps between pages (`PageGeometry.pageSpacing`)
    /// and the overscroll gap before the first or after the last page; each
    /// was loaded and told it will appear before it is placed.
    public var pages: [Page]
    /// The notifications since the previous frame, in order (the oldest
    /// ones that fit, with `NotificationDelivery.atMost(_:)`).
    public var notifications: [PagerNotification]
    /// The header, its header offset and the pull; nil without a header
    /// (`Pager.setHeader`).
    public var header: PagerHeaderFrame?
    /// The selected page's list offset (its own content offset, ≥ 0).
    public var listOffset: Double = 0
    /// Each page in `pages`' list offset, in the same order.
    public var listOffsets: [Double] = []
    /// This frame's `listScrolled` deltas and list fling distances as they
    /// were shared out: `header` went to the header offset, `list` to the
    /// selected list, `overscroll` to the pull or past the list's end (a
    /// fling's is 0); the parts add up to the sum.
    public var split = ScrollSplit(header: 0, list: 0, overscroll: 0)
    /// Notifications still waiting in the pager after this frame took its
    /// share: 0 unless the step delivered `.atMost(_:)` fewer than there were.
    public var waitingNotifications = 0
    /// Notifications this step discarded: all of them with `.none`, else
    /// those past the configuration's `notificationLimit` (see
    /// `NotificationDelivery`). After a drop the lifecycle stream is
    /// incomplete: resync from the frame's selection and pages.
    public var droppedNotifications = 0
    /// The visible items as drawn, parallel to `strip.appearances` (the
    /// same items, in the same order): each item's frame and its title's
    /// and subtitle's boxes, so the strip is drawn from the frame alone.
    public var stripItems: [StripItem] = []
    /// The strip's content width (`StripLayout.contentWidth`: the viewport's
    /// when the items fit).
    public var stripContentWidth: Double = 0
    /// Whether the strip's content is wider than its viewport, so it scrolls.
    public var stripScrolls = false
    /// What moves the strip: the pages (its policy), a finger, or its own
    /// momentum (`.decelerating` and `.returning` need ticks).
    public var stripPhase: StripPhase = .following
    /// What the pointer is doing (pointer events); `.none` when none is down.
    public var gesture: PagerGesture = .none
    /// A list fling runs (`PagerEvent.listEnded` with a velocity): keep
    /// sending ticks until it is false again.
    public var isListAnimating = false

    /// One page on screen and where it is drawn.
    public struct Page: Sendable, Hashable {
        /// The page's index among the items.
        public var page: Int
        /// The fraction of its width that shows in the viewport, in (0, 1].
        public var visibility: Double
        /// Its left edge in the pager's viewport, in points (visual
        /// coordinates, as strip item frames are, in right-to-left too):
        /// negative when it is cut at the left. Since 0.8.0.
        public var x: Double
        /// Its width in points (`PageGeometry.effectivePageWidth`). Since 0.8.0.
        public var width: Double

        /// Page `page` drawn at `x`, `width` wide, `visibility` of it showing.
        public init(page: Int, visibility: Double, x: Double = 0, width: Double = 0) {
            self.page = page
            self.visibility = visibility
            self.x = x
            self.width = width
        }
    }
}

extension PagerFrame {
    /// An empty frame (at rest, no items, no header) to step into: see
    /// `Pager.step(_:into:)`.
    public init() {
        self.init(
            time: 0, phase: .idle, pageOffset: 0, position: 0, targetPageOffset: 0, selectedIndex: nil,
            transitionTarget: nil, transitionProgress: 0,
            strip: StripState(
                stripOffset: 0,
                indicator: Indicator(x: 0, y: 0, width: 0, height: 0, cornerRadius: 0, alpha: 0),
                firstVisibleItem: nil, appearances: []),
            pages: [], notifications: [], header: nil)
    }
}
