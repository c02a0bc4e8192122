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
