/// Where a pull past the top shows: above the whole header, or inside the
/// current page's list under the pinned strip.
public enum RefreshZone: Sendable, Equatable, CaseIterable {
    /// The header takes the pull (its `HeaderStyle.pullDown`: stretch,
    /// follow or pinned); a refresh control sits above or behind it. The
    /// pull is shared by every page.
    case header
    /// The header stays expanded and the current list's content is pulled
    /// down below the strip (a refresh control per list, as JXPagingView's
    /// list-level refresh).
    case list
}

/// A header on the stateful pager: its geometry (`style`: pull-down mode,
/// content mode, parallax, pin offset), its sections, and how the pages'
/// lists share it. The pager turns vertical list-scroll events into the
/// header offset, each page's list offset and a pull, and draws the
/// header in every frame.
public struct PagerHeader: Sendable, Hashable {
    /// The geometry; its `height` and `pinnedHeight` are the stack's.
    public private(set) var style: HeaderStyle
    /// The sections, top to bottom; their ranges set `style`'s height and
    /// pinned height.
    public private(set) var stack: HeaderStack
    /// The incoming page's list offset when a page starts to appear.
    public var listSync: ListSyncPolicy = .keepOwn
    /// Where a pull past the top shows; `.header` by default.
    public var refreshZone: RefreshZone = .header
    /// A release at least this fast (pt/s) snaps a snapping section in its
    /// direction; a slower one snaps to the nearer edge (`HeaderSnap`'s 300).
    public var snapVelocity: Double = 300
    /// How a snap moves: the pager's spring (the default) or AppBarLayout's
    /// fixed duration on a decelerate curve (`HeaderSnapAnimation`).
    public var snapAnimation: HeaderSnapAnimation = .spring
    /// A pull released at least this far starts a refresh (a `.refresh`
    /// notification), and the pull then rests there until
    /// `PagerEvent.refreshEnded`. 0: no refresh.
    public var refreshDistance: Double = 0
    /// A list's largest own offset until a `listResized` event says; nil:
    /// unbounded.
    public var listMaximum: Double?

    /// A header of `sections` drawn by `style`. The style's `height` and
    /// `pinnedHeight` may be 0 (they come from the stack) or must equal the
    /// stack's height and pinned height.
    /// - Throws: `.outOfRange` for a mismatch and the stack's and style's errors.
    public init(style: HeaderStyle, sections: [HeaderSection]) throws(InputError) {
        let ranges = try HeaderStack(sections: sections).ranges()
        try style.validate()
        func matches(_ given: Double, _ derived: Double) -> Bool {
            given == 0 || abs(given - derived) <= 1e-9 * max(1, derived)
        }
        guard matches(style.height, ranges.height) else {
            throw InputError(
                .outOfRange, field: "HeaderStyle.height", rule: "must be 0 or the sections' height",
                value: style.height)
        }
        guard matches(style.pinnedHeight, ranges.pinnedHeight), !(style.height == 0 && style.pinnedHeight > 0)
        else {
            throw InputError(
                .outOfRange, field: "HeaderStyle.pinnedHeight",
                rule: "must be 0 or the sections' pinned height (with height)", value: style.pinnedHeight)
        }
        var style = style
        style.height = ranges.height
        style.pinnedHeight = ranges.pinnedHeight
        self.style = style
        stack = HeaderStack(sections: sections)
    }

    /// How the two-part header scrolls unless told: its top part scrolls
    /// away until the pinned part is left (`.exitUntilCollapsed`).
    public static let defaultMode: NestedScrollMode = .exitUntilCollapsed
    /// No part of the header comes back early on a downward scroll: 0 pt.
    public static let defaultEnterHeight: Double = 0
    /// A part-collapsed header stays where it is released: no snapping.
    public static let defaultSnaps = false

    /// A two-part header: `style`'s collapse range R scrolls by `mode`
    /// (`enterHeight` for `.enterAlwaysCollapsed`) and snaps when `snaps`,
    /// over its pinned part S.
    /// - Throws: the style's errors; `.outOfRange` for a negative enter height
    ///   or a style 0 high (`HeaderStyle()`'s default height: a header that
    ///   draws nothing is no header, so set the height, or give sections).
    public init(
        style: HeaderStyle, mode: NestedScrollMode = defaultMode, enterHeight: Double = defaultEnterHeight,
        snaps: Bool = defaultSnaps
    ) throws(InputError) {
        try style.validate()
        guard style.height > 0 else {
            throw InputError(
                .outOfRange, field: "HeaderStyle.height",
                rule: "must be > 0 without sections (0 is no header)",
                value: style.height)
        }
        try requireNonNegative(enterHeight, "enterHeight")
        let R = style.collapseRange
        let behavior: HeaderSectionBehavior
        switch mode {
        case .exitUntilCollapsed: behavior = .scroll
        case .enterAlways: behavior = .enterAlways
        case .enterAlwaysCollapsed: behavior = .enterAlwaysCollapsed
        }
        let top = HeaderSection(height: R, minHeight: min(enterHeight, R), behavior: behavior, snaps: snaps)
        try self.init(
            style: style, sections: [top, HeaderSection(height: style.pinnedHeight, behavior: .pinned)])
    }

    /// Checks the header's own settings (its style and stack were checked when
    /// it was made).
    /// - Throws: `.notFinite`; `.outOfRange` for a negative snap velocity,
    ///   refresh distance or list maximum.
    public func validate() throws(InputError) {
        try requireNonNegative(snapVelocity, "PagerHeader.snapVelocity")
        try requireNonNegative(refreshDistance, "PagerHeader.refreshDistance")
        if let listMaximum { try requireNonNegative(listMaximum, "PagerHeader.listMaximum") }
    }

    /// Checks the lengths a pager holds of its header, as it checks its own
    /// (`PagerConfiguration`): at most `Pager.largestCoordinate`. Past that,
    /// the sums a frame makes would overflow and no later step could draw.
    /// - Throws: `.outOfRange` naming the length.
    func requirePagerLengths() throws(InputError) {
        try Pager.requireLength(
            style.height, "HeaderStyle.height",
            rule: "must be <= 1e12 in a pager (the sections' heights and margins in all)")
        try Pager.requireLength(style.pinOffset, "HeaderStyle.pinOffset")
        try Pager.requireLength(style.contentHeight, "HeaderStyle.contentHeight")
        try Pager.requireLength(refreshDistance, "PagerHeader.refreshDistance")
    }
}

/// The header's part of a pager frame.
public struct PagerHeaderFrame: Sendable, Hashable {
    /// Where to draw the header (with the pull when the refresh zone is the header).
    public var frame: HeaderFrame
    /// How far the header has scrolled up (collapsed), 0...collapse range, in points.
    public var headerOffset: Double
    /// How far the content is pulled past its top (≤ 0), in the refresh zone.
    public var pull: Double
    /// A refresh started by a pull is running (until `refreshEnded`).
    public var isRefreshing: Bool
    /// A snap or a pull-back is running: keep sending ticks.
    public var isAnimating: Bool
}
