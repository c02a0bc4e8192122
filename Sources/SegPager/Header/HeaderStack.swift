/// How a section of a header stack scrolls: Android AppBarLayout's scroll
/// flags (`AppBarLayout.LayoutParams.SCROLL_FLAG_*`), with the same raw
/// values, as a set. Every combination is accepted and means what it means
/// to AppBarLayout: a section without `.scroll` ends the scrolling run (it
/// and everything below it stay), `.enterAlways` without `.scroll` does
/// nothing, and `.snap` needs `.scroll` (`FLAG_SNAP`).
public struct HeaderScrollFlags: OptionSet, Sendable, Hashable, CaseIterable {
    /// The flags' bits, AppBarLayout's values (0x1 ... 0x20).
    public let rawValue: UInt32

    /// A set from AppBarLayout's bits; bits above 0x20 are kept but mean
    /// nothing (`HeaderStack.ranges()` refuses them).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `SCROLL_FLAG_SCROLL` (0x1): the section scrolls with the content.
    public static let scroll = HeaderScrollFlags(rawValue: 0x1)
    /// `SCROLL_FLAG_EXIT_UNTIL_COLLAPSED` (0x2): it scrolls away down to its
    /// minimum height, and ends the run there.
    public static let exitUntilCollapsed = HeaderScrollFlags(rawValue: 0x2)
    /// `SCROLL_FLAG_ENTER_ALWAYS` (0x4): with `.scroll` (quick return), a
    /// downward scroll brings it back before the list moves.
    public static let enterAlways = HeaderScrollFlags(rawValue: 0x4)
    /// `SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED` (0x8): with quick return, only its
    /// minimum height comes back first; the rest once the list is at its top.
    public static let enterAlwaysCollapsed = HeaderScrollFlags(rawValue: 0x8)
    /// `SCROLL_FLAG_SNAP` (0x10): with `.scroll`, a stack left inside the
    /// section snaps to one of its edges.
    public static let snap = HeaderScrollFlags(rawValue: 0x10)
    /// `SCROLL_FLAG_SNAP_MARGINS` (0x20): the snap counts the section's
    /// margins (its edges move out by them).
    public static let snapMargins = HeaderScrollFlags(rawValue: 0x20)
    /// `FLAG_QUICK_RETURN`: `.scroll` and `.enterAlways`.
    public static let quickReturn: HeaderScrollFlags = [.scroll, .enterAlways]
    /// Every flag AppBarLayout defines.
    public static let all: HeaderScrollFlags = [
        .scroll, .exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed, .snap, .snapMargins,
    ]

    /// The six flags, in the order of their bits.
    public static var allCases: [HeaderScrollFlags] {
        [.scroll, .exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed, .snap, .snapMargins]
    }
}

/// The five common flag sets by name (the sections' one behaviour before
/// the flags; still a shorthand: `HeaderSection.behavior` reads and writes
/// the section's flags).
public enum HeaderSectionBehavior: Sendable, Equatable, CaseIterable {
    /// Scrolls away completely (`scroll`).
    case scroll
    /// Scrolls away down to its minimum height, which stays pinned; nothing
    /// below it scrolls away (`scroll|exitUntilCollapsed`).
    case exitUntilCollapsed
    /// Scrolls away; any downward scroll brings it back before the list
    /// moves: a floating toolbar (`scroll|enterAlways`).
    case enterAlways
    /// Scrolls away; a downward scroll brings back its minimum height first,
    /// the rest once the list is at its top (`scroll|enterAlways|enterAlwaysCollapsed`).
    case enterAlwaysCollapsed
    /// Never scrolls, and nothing below it does (no `scroll` flag): the tab strip.
    case pinned

    /// The behaviour's scroll flags (without `.snap`).
    public var scrollFlags: HeaderScrollFlags {
        switch self {
        case .scroll: [.scroll]
        case .exitUntilCollapsed: [.scroll, .exitUntilCollapsed]
        case .enterAlways: .quickReturn
        case .enterAlwaysCollapsed: [.scroll, .enterAlways, .enterAlwaysCollapsed]
        case .pinned: []
        }
    }

    /// The behaviour nearest to `flags`: no `.scroll` is `.pinned`; then
    /// `.enterAlwaysCollapsed`, `.enterAlways` (quick return),
    /// `.exitUntilCollapsed`, else `.scroll`.
    public init(scrollFlags flags: HeaderScrollFlags) {
        if !flags.contains(.scroll) {
            self = .pinned
        } else if flags.contains(.quickReturn) {
            self = flags.contains(.enterAlwaysCollapsed) ? .enterAlwaysCollapsed : .enterAlways
        } else {
            self = flags.contains(.exitUntilCollapsed) ? .exitUntilCollapsed : .scroll
        }
    }
}

/// One section of a header stack, listed top to bottom: one child of an
/// AppBarLayout, with its height, minimum height, margins and scroll flags.
public struct HeaderSection: Sendable, Hashable {
    /// The section's height in points; ≥ 0.
    public var height: Double
    /// 0...height: what `exitUntilCollapsed` keeps and `enterAlwaysCollapsed`
    /// brings back first.
    public var minHeight: Double
    /// How the section scrolls: AppBarLayout's flags, `[.scroll]` by default.
    public var scrollFlags: HeaderScrollFlags
    /// The space above the section, in points (≥ 0, 0 by default): it
    /// scrolls with the section and counts in every range.
    public var marginTop: Double = 0
    /// The space below the section, in points (≥ 0, 0 by default).
    public var marginBottom: Double = 0

    /// The section's flags as one of the five common sets (see
    /// `HeaderSectionBehavior.init(scrollFlags:)`); setting it replaces the
    /// scroll flags and keeps `.snap` and `.snapMargins`.
    public var behavior: HeaderSectionBehavior {
        get { HeaderSectionBehavior(scrollFlags: scrollFlags) }
        set { scrollFlags = newValue.scrollFlags.union(scrollFlags.intersection([.snap, .snapMargins])) }
    }

    /// Whether the section has `.snap` (it snaps only with `.scroll` too);
    /// setting it adds or removes `.snap`.
    public var snaps: Bool {
        get { scrollFlags.contains(.snap) }
        set { if newValue { scrollFlags.insert(.snap) } else { scrollFlags.remove(.snap) } }
    }

    /// A section `height` points tall (0 by default: set it) with the given
    /// minimum height (0 by default), behaviour (`.scroll` by default) and
    /// snapping (off by default); checked by `HeaderStack.ranges()`, not here.
    public init(
        height: Double = 0, minHeight: Double = 0, behavior: HeaderSectionBehavior = .scroll,
        snaps: Bool = false
    ) {
        self.height = height
        self.minHeight = minHeight
        self.scrollFlags = behavior.scrollFlags.union(snaps ? .snap : [])
    }

    /// A section `height` points tall with AppBarLayout's `flags`, its
    /// minimum height and its top and bottom margins (all 0 by default);
    /// checked by `HeaderStack.ranges()`, not here.
    public init(
        height: Double, minHeight: Double = 0, scrollFlags flags: HeaderScrollFlags, marginTop: Double = 0,
        marginBottom: Double = 0
    ) {
        self.height = height
        self.minHeight = minHeight
        self.scrollFlags = flags
        self.marginTop = marginTop
        self.marginBottom = marginBottom
    }

    /// The height with both margins: what the section takes in the stack.
    var extent: Double { marginTop + height + marginBottom }
}

/// The scroll ranges a header stack implies.
public struct HeaderStackRanges: Sendable, Hashable {
    /// The whole stack's height, margins included.
    public var height: Double
    /// How far the stack scrolls up (AppBarLayout's `totalScrollRange`, and
    /// its up pre-scroll range): from the top while the sections have
    /// `.scroll`, each with its margins; an `exitUntilCollapsed` one less its
    /// minimum height, and then no further.
    public var collapseRange: Double
    /// What stays on screen when collapsed: `height − collapseRange`.
    public var pinnedHeight: Double
    /// What comes back on a downward scroll before the list moves
    /// (`downNestedPreScrollRange`): from the bottom up, each quick-return
    /// section's margins plus its minimum height (`enterAlwaysCollapsed`),
    /// its height less its minimum (`exitUntilCollapsed`) or its height,
    /// stopping at the first other section once something counted; never
    /// more than `collapseRange`.
    public var enterRange: Double
    /// What comes back once the list has reached its top
    /// (`downNestedScrollRange`): counted as `collapseRange` (AppBarLayout
    /// differs only by a window inset, which a stack does not have).
    public var expandRange: Double = 0
}

/// A header made of sections, each with its own scroll flags: the children
/// of an AppBarLayout. The classic collapsing header (H over a pinned S) is
/// `[scroll H − S, pinned S]`.
public struct HeaderStack: Sendable, Hashable {
    /// The sections, top to bottom.
    public var sections: [HeaderSection]

    /// A stack of `sections`, top to bottom; checked by `ranges()`, not here.
    public init(sections: [HeaderSection]) {
        self.sections = sections
    }

    /// The stack's height, collapse range, pinned height, enter range and
    /// expand range, from its sections by AppBarLayout's rules
    /// (`getTotalScrollRange`, `getDownNestedPreScrollRange`,
    /// `getDownNestedScrollRange`; see `HeaderStackRanges`).
    /// - Throws: `.outOfRange` for no sections, a negative height or margin,
    ///   a minimum height outside 0...height or flags outside
    ///   `HeaderScrollFlags.all`; `.notFinite`.
    /// - Complexity: O(n).
    public func ranges() throws(InputError) -> HeaderStackRanges {
        guard !sections.isEmpty else {
            throw InputError(.outOfRange, field: "sections", rule: "must not be empty")
        }
        var height = 0.0
        for (i, section) in sections.enumerated() {
            do throws(InputError) {
                try requireNonNegative(section.height, "HeaderSection.height")
                try requireNonNegative(section.minHeight, "HeaderSection.minHeight")
                try requireNonNegative(section.marginTop, "HeaderSection.marginTop")
                try requireNonNegative(section.marginBottom, "HeaderSection.marginBottom")
                guard section.minHeight <= section.height else {
                    throw InputError(
                        .outOfRange, field: "HeaderSection.minHeight", rule: "must be <= height",
                        value: section.minHeight)
                }
                guard HeaderScrollFlags.all.isSuperset(of: section.scrollFlags) else {
                    throw InputError(
                        .outOfRange, field: "HeaderSection.scrollFlags",
                        rule: "must have no bit but AppBarLayout's six (0x3f)",
                        value: Double(section.scrollFlags.rawValue))
                }
            } catch {
                throw error.element(i, of: "sections")
            }
            height += section.extent
        }
        // AppBarLayout.getTotalScrollRange: top down while SCROLL, margins
        // included; EXIT_UNTIL_COLLAPSED keeps its minimum height and ends it.
        var collapse = 0.0
        for section in sections {
            guard section.scrollFlags.contains(.scroll) else { break }
            collapse += section.extent
            if section.scrollFlags.contains(.exitUntilCollapsed) {
                collapse -= section.minHeight
                break
            }
        }
        // AppBarLayout.getDownNestedPreScrollRange: bottom up, the
        // quick-return sections' margins and what of each re-enters.
        var enter = 0.0
        for section in sections.reversed() {
            let flags = section.scrollFlags
            if flags.isSuperset(of: .quickReturn) {
                enter += section.marginTop + section.marginBottom
                if flags.contains(.enterAlwaysCollapsed) {
                    enter += section.minHeight
                } else if flags.contains(.exitUntilCollapsed) {
                    enter += section.height - section.minHeight
                } else {
                    enter += section.height
                }
            } else if enter > 0 {
                break
            }
        }
        collapse = max(collapse, 0)
        return HeaderStackRanges(
            height: height, collapseRange: collapse, pinnedHeight: height - collapse,
            enterRange: min(enter, collapse), expandRange: collapse)
    }

    /// Shares a vertical delta (positive: the content moves up) between the
    /// stack's collapse `headerOffset` (0...collapseRange) and the list's
    /// offset `listOffset` (0...`listMaximum`), the way AppBarLayout's
    /// behaviour does: up, the stack collapses first (`onNestedPreScroll`
    /// over the up range, `collapseRange`), then the list scrolls; down, a
    /// stack within `enterRange` of collapsed gives that back first
    /// (`onNestedPreScroll` over `downNestedPreScrollRange`), then the list
    /// returns to its top, then the stack expands over `expandRange`
    /// (`onNestedScroll`). `header + list + overscroll` equals the delta.
    /// - Throws: as `ranges()`; `.notFinite`; `.outOfRange` for offsets
    ///   outside their ranges or a negative maximum.
    /// - Complexity: O(n).
    public func split(
        delta: Double, headerOffset h: Double, listOffset l: Double, listMaximum: Double
    ) throws(InputError) -> ScrollSplit {
        let ranges = try ranges()
        try requireFinite(delta, "delta")
        try requireNonNegative(h, "headerOffset")
        try requireNonNegative(l, "listOffset")
        try requireNonNegative(listMaximum, "listMaximum")
        let total = ranges.collapseRange
        guard h <= total + 1e-9 else {
            throw InputError(
                .outOfRange, field: "headerOffset", rule: "must be <= the collapse range", value: h)
        }
        guard l <= listMaximum + 1e-9 else {
            throw InputError(.outOfRange, field: "listOffset", rule: "must be <= listMaximum", value: l)
        }
        var rest = delta
        /// Moves `rest` into a budget between `low` and `high` (relative moves).
        func take(_ low: Double, _ high: Double) -> Double {
            let taken = min(max(rest, low), high)
            rest -= taken
            return taken
        }
        var header = 0.0
        var list = 0.0
        if delta >= 0 {
            header += take(0, total - h)
            list += take(0, listMaximum - l)
        } else {
            // AppBarLayout scrolls the bar only from an offset inside the range.
            let floor = total - ranges.enterRange
            if h > floor { header += take(floor - h, 0) }
            list += take(-l, 0)
            if h + header <= ranges.expandRange + 1e-9 { header += take(-(h + header), 0) }
        }
        return ScrollSplit(header: header, list: list, overscroll: rest)
    }

    /// Where a stack left at collapse `headerOffset` settles at release, by
    /// AppBarLayout's rule (`snapToChildIfNeeded`: position, not velocity).
    /// The section under the offset is the first whose extent (its margins
    /// too with `.snapMargins`) holds it; if it has `.scroll` and `.snap`,
    /// its edges are its top (more expanded) and bottom (more collapsed);
    /// `exitUntilCollapsed` moves the bottom up by the minimum height;
    /// quick return with `enterAlwaysCollapsed` has a seam where its
    /// minimum height begins, and the offset snaps within the part of the
    /// section it is in; `.snapMargins` moves the edges out by the margins.
    /// The target is the bottom past the edges' midpoint, else the top,
    /// within 0...collapseRange. No such section leaves the offset.
    /// - Throws: as `ranges()`; `.notFinite`; `.outOfRange` for an offset
    ///   outside 0...collapseRange.
    /// - Complexity: O(n).
    public func snapTarget(headerOffset c: Double) throws(InputError) -> Double {
        try snapTarget(headerOffset: c, velocity: 0, minimumVelocity: .infinity)
    }

    /// `snapTarget(headerOffset:)` with a release velocity (pt/s, positive
    /// while collapsing): a release at least `minimumVelocity` fast goes to
    /// the snapping section's edge in its direction (the behaviour of
    /// `HeaderStyle.snapTarget`), a slower one by the midpoint.
    /// - Throws: as `snapTarget(headerOffset:)`; `.outOfRange` for a negative
    ///   `minimumVelocity` (infinity means position only).
    /// - Complexity: O(n).
    public func snapTarget(
        headerOffset c: Double, velocity: Double, minimumVelocity: Double
    ) throws(InputError) -> Double {
        let total = try ranges().collapseRange
        try requireNonNegative(c, "headerOffset")
        try requireFinite(velocity, "velocity")
        guard !minimumVelocity.isNaN, minimumVelocity >= 0 else {
            throw InputError(
                minimumVelocity.isNaN ? .notFinite : .outOfRange, field: "minimumVelocity",
                rule: "must be >= 0 (infinity: position only)", value: minimumVelocity)
        }
        guard c <= total + 1e-9 else {
            throw InputError(
                .outOfRange, field: "headerOffset", rule: "must be <= the collapse range", value: c)
        }
        var start = 0.0
        for section in sections {
            let flags = section.scrollFlags
            let top = start + section.marginTop
            let bottom = top + section.height
            start += section.extent
            // AppBarLayout.getChildIndexOnOffset: margins count with SNAP_MARGINS.
            let margins = flags.contains(.snapMargins)
            guard c >= top - (margins ? section.marginTop : 0),
                c <= bottom + (margins ? section.marginBottom : 0)
            else { continue }
            guard flags.isSuperset(of: [.scroll, .snap]) else { return c }
            var expanded = top
            var collapsed = bottom
            if flags.contains(.exitUntilCollapsed) {
                collapsed -= section.minHeight
            } else if flags.isSuperset(of: [.scroll, .enterAlways, .enterAlwaysCollapsed]) {
                let seam = bottom - section.minHeight
                if c > seam { expanded = seam } else { collapsed = seam }
            }
            if margins {
                expanded -= section.marginTop
                collapsed += section.marginBottom
            }
            let target: Double
            if c <= expanded {
                target = expanded
            } else if c >= collapsed {
                target = collapsed
            } else if abs(velocity) >= minimumVelocity {
                target = velocity > 0 ? collapsed : expanded
            } else {
                target = c > (expanded + collapsed) / 2 ? collapsed : expanded
            }
            return min(max(target, 0), total)
        }
        return c
    }
}
