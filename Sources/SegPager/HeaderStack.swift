/// How a section of a header stack scrolls: Android AppBarLayout's scroll
/// flags as one choice per section.
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
}

/// One section of a header stack, listed top to bottom.
public struct HeaderSection: Sendable, Hashable {
    /// The section's height in points; ≥ 0.
    public var height: Double
    /// 0...height: what `exitUntilCollapsed` keeps and `enterAlwaysCollapsed`
    /// brings back first.
    public var minHeight: Double
    /// How the section scrolls.
    public var behavior: HeaderSectionBehavior
    /// A stack left with its offset inside this section snaps to one of the
    /// section's edges at release (`snap`).
    public var snaps: Bool

    /// A section `height` points tall (0 by default: set it) with the given
    /// minimum height (0 by default), behaviour (`.scroll` by default) and
    /// snapping (off by default); checked by `HeaderStack.ranges()`, not here.
    public init(
        height: Double = 0, minHeight: Double = 0, behavior: HeaderSectionBehavior = .scroll,
        snaps: Bool = false
    ) {
        self.height = height
        self.minHeight = minHeight
        self.behavior = behavior
        self.snaps = snaps
    }
}

/// The scroll ranges a header stack implies.
public struct HeaderStackRanges: Sendable, Hashable {
    /// The whole stack's height.
    public var height: Double
    /// How far the stack scrolls up (AppBarLayout's `totalScrollRange`): the
    /// sections from the top while they scroll, an `exitUntilCollapsed`
    /// section less its minimum height and then no further.
    public var collapseRange: Double
    /// What stays on screen when collapsed: `height − collapseRange`.
    public var pinnedHeight: Double
    /// What comes back on a downward scroll before the list moves
    /// (`downNestedPreScrollRange`): the `enterAlways` sections (their
    /// height) and `enterAlwaysCollapsed` ones (their minimum height) from the
    /// bottom up, stopping at the first other section once something counted;
    /// never more than `collapseRange`.
    public var enterRange: Double
}

/// A header made of sections, each with its own scroll behaviour. The
/// classic collapsing header (H over a pinned S) is `[scroll H − S, pinned S]`.
public struct HeaderStack: Sendable, Hashable {
    /// The sections, top to bottom.
    public var sections: [HeaderSection]

    /// A stack of `sections`, top to bottom; checked by `ranges()`, not here.
    public init(sections: [HeaderSection]) {
        self.sections = sections
    }

    /// The stack's height, collapse range, pinned height and enter range,
    /// from its sections (see `HeaderStackRanges`).
    /// - Throws: `.outOfRange` for no sections, a negative height or a
    ///   minimum height outside 0...height; `.notFinite`.
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
                guard section.minHeight <= section.height else {
                    throw InputError(
                        .outOfRange, field: "HeaderSection.minHeight", rule: "must be <= height",
                        value: section.minHeight)
                }
            } catch {
                throw error.element(i, of: "sections")
            }
            height += section.height
        }
        var collapse = 0.0
        walk: for section in sections {
            switch section.behavior {
            case .pinned: break walk
            case .exitUntilCollapsed:
                collapse += section.height - section.minHeight
                break walk
            case .scroll, .enterAlways, .enterAlwaysCollapsed:
                collapse += section.height
            }
        }
        var enter = 0.0
        upward: for section in sections.reversed() {
            switch section.behavior {
            case .enterAlways: enter += section.height
            case .enterAlwaysCollapsed: enter += section.minHeight
            case .scroll, .exitUntilCollapsed, .pinned:
                if enter > 0 { break upward }
            }
        }
        return HeaderStackRanges(
            height: height, collapseRange: collapse, pinnedHeight: height - collapse,
            enterRange: min(enter, collapse))
    }

    /// Shares a vertical delta (positive: the content moves up) between the
    /// stack's collapse `headerOffset` (0...collapseRange) and the list's
    /// offset `listOffset` (0...`listMaximum`), the way AppBarLayout does:
    /// up, the stack collapses first, then the list scrolls; down, the enter
    /// range comes back first, then the list returns to its top, then the
    /// rest of the stack. `header + list + overscroll` equals the delta.
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
            let floor = total - ranges.enterRange
            if h > floor { header += take(floor - h, 0) }
            list += take(-l, 0)
            header += take(-(h + header), 0)
        }
        return ScrollSplit(header: header, list: list, overscroll: rest)
    }

    /// Where a stack left at collapse `headerOffset` settles at release, by
    /// AppBarLayout's rule (position, not velocity): in the section under
    /// the offset, if it snaps, the nearer of its top (more expanded) and
    /// bottom (more collapsed) edge. An `exitUntilCollapsed` section's bottom
    /// edge keeps its minimum height; an `enterAlwaysCollapsed` one has a
    /// seam where its minimum height begins, and the offset snaps within the
    /// part of the section it is in. A section that
    /// does not snap leaves the offset where it is.
    /// - Throws: as `ranges()`; `.notFinite`; `.outOfRange` for an offset
    ///   outside 0...collapseRange.
    /// - Complexity: O(n).
    public func snapTarget(headerOffset c: Double) throws(InputError) -> Double {
        try snapTarget(headerOffset: c, velocity: 0, minimumVelocity: .infinity)
    }

    /// `snapTarget(headerOffset:)` with a release velocity (pt/s, positive
    /// while collapsing): a release at least `minimumVelocity` fast goes to
    /// the snapping section's edge in its direction (the behaviour of
    /// `HeaderStyle.snapTarget`), a slower one to the nearer edge.
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
        var top = 0.0
        for section in sections {
            let bottom = top + section.height
            if c >= top, c <= bottom, section.height > 0 {
                guard section.snaps else { return c }
                var expanded = top
                var collapsed = bottom
                switch section.behavior {
                case .exitUntilCollapsed: collapsed -= section.minHeight
                case .enterAlwaysCollapsed:
                    let seam = bottom - section.minHeight
                    if c > seam { expanded = seam } else { collapsed = seam }
                case .scroll, .enterAlways, .pinned: break
                }
                // Resting on an edge stays (a release there is not a snap).
                guard c > expanded, c < collapsed else { return min(max(c, 0), total) }
                let target: Double
                if abs(velocity) >= minimumVelocity {
                    target = velocity > 0 ? collapsed : expanded
                } else {
                    target = c > (expanded + collapsed) / 2 ? collapsed : expanded
                }
                return min(max(target, 0), total)
            }
            top = bottom
        }
        return c
    }
}
