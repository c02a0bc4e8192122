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
        // finite parts whose sum is not (margins of 1.8e308): no range to scroll
        guard height.isFinite else { throw .overflow }
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
