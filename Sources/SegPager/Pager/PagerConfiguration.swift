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

    /// The shortest settle spring response a pager takes, in seconds: a
    /// microsecond (shorter ones are jumps at any frame rate, and their
    /// frequency squared overflows).
    public static let shortestSpringResponse = 1e-6

    /// Checks every setting: durations, widths and velocities finite and ≥ 0,
    /// the easings, windows, paging options, spring and page geometry valid.
    /// - Throws: `.notFinite`, `.outOfRange` (negative durations, widths or
    ///   velocity, a bad easing curve, a zero page stride, a length past
    ///   10^12 or a spring response under `shortestSpringResponse`).
    public func validate() throws(InputError) {
        try requireNonNegative(tapDuration, "PagerConfiguration.tapDuration")
        try requireNonNegative(settleDuration, "PagerConfiguration.settleDuration")
        try requireNonNegative(stripViewportWidth, "PagerConfiguration.stripViewportWidth")
        try requireNonNegative(stripHeight, "PagerConfiguration.stripHeight")
        try tapEasing.validate()
        try settleEasing.validate()
        try windows.validate()
        // The three decelerations are named by their paths (one type, three fields).
        try paging.deceleration.validate(rateField: "PagerConfiguration.paging.deceleration.rate")
        try paging.validate()
        try settleSpring.validate()
        // A pager releases drags into this spring: with a response under a
        // microsecond (a jump, at any frame rate) its frequency squared
        // overflows, and a release failed every time (a response of 3e-314 s
        // passed "> 0", and the drag it could not end went on for ever).
        guard settleSpring.response >= Self.shortestSpringResponse else {
            throw InputError(
                .outOfRange, field: "DampedSpring.response", rule: "must be >= 1e-6 s in a pager",
                value: settleSpring.response)
        }
        try integratorBody.validate()
        try requireNonNegative(rubberBand, "PagerConfiguration.rubberBand")
        try stripDeceleration.validate(rateField: "PagerConfiguration.stripDeceleration.rate")
        try listDeceleration.validate(rateField: "PagerConfiguration.listDeceleration.rate")
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
        try requireNonNegative(notificationLimit, "PagerConfiguration.notificationLimit")
        var pages = self.pages
        pages.pageCount = 0
        try pages.validate()
        // A pager's frames add its lengths up (a page's place, the strip's
        // items under its viewport): past 10^12 points, as for the
        // coordinates events carry (`Pager.largestCoordinate`), those sums
        // overflow and no later step could make a frame.
        try Pager.requireLength(pages.viewportWidth, "PageGeometry.viewportWidth")
        try Pager.requireLength(pages.effectivePageWidth, "PageGeometry.pageWidth")
        try Pager.requireLength(pages.pageSpacing, "PageGeometry.pageSpacing")
        try Pager.requireLength(stripViewportWidth, "PagerConfiguration.stripViewportWidth")
        try Pager.requireLength(stripHeight, "PagerConfiguration.stripHeight")
    }
}
