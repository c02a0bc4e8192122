/// What a page's list does when the current page changes while the header
/// is at some list offset (the header is shared by all pages).
public enum ListSyncPolicy: Sendable, Equatable, CaseIterable {
    /// Every list follows the header: with the header at y, a list's offset
    /// is max(own, R) when y ≥ R (pinned), y when 0 ≤ y < R, and min(own, 0)
    /// when y < 0 (pulled). Applied to every list.
    case sync
    /// Each list keeps its own offset, changed only as much as needed so the
    /// header does not jump: max(own, R) when pinned, else the header's y.
    /// Apply it to the incoming list only (JXPagingView #324).
    case keepOwn
    /// The incoming list starts at its content's top under the header:
    /// clamp(y, 0, R).
    case resetToTop
}

/// Who moves first when a vertical drag meets a collapsing header over a list.
public enum NestedScrollMode: Sendable, Equatable, CaseIterable {
    /// Up: the header collapses first, then the list scrolls. Down: the list
    /// returns to its top first, then the header expands.
    case exitUntilCollapsed
    /// Down: the header comes back first, then the list.
    case enterAlways
    /// Down: the header's last `enterHeight` comes back first (only what of
    /// it is still hidden), then the list to its top, then the rest of the
    /// header.
    case enterAlwaysCollapsed
}

/// How one vertical delta was shared out. `header + list + overscroll`
/// always equals the delta.
public struct ScrollSplit: Sendable, Hashable {
    /// Added to the header's collapse (0...R).
    public var header: Double
    /// Added to the list's own offset (0...its maximum).
    public var list: Double
    /// What neither could take: a pull-down past the top (< 0) or a push past
    /// the list's end (> 0).
    public var overscroll: Double
}

extension HeaderStyle {
    /// The offset the incoming page's list takes when the header is at list
    /// offset `y` and that list last had `own`.
    /// - Complexity: O(1).
    public func listOffset(
        forIncomingList own: Double, headerAt y: Double, policy: ListSyncPolicy
    ) throws(InputError) -> Double {
        try validate()
        try requireFinite(own, "ownOffset")
        try requireFinite(y, "headerListOffset")
        let R = collapseRange
        switch policy {
        case .sync:
            if y >= R { return max(own, R) }
            return y >= 0 ? y : min(own, 0)
        case .keepOwn:
            return y >= R ? max(own, R) : y
        case .resetToTop:
            return min(max(y, 0), R)
        }
    }

    /// Shares a vertical delta (positive: the content moves up, the header
    /// collapses) between the header's collapse `headerOffset` (0...R) and
    /// the list's own offset `listOffset` (0...`listMaximum`).
    /// - Throws: `.notFinite`; `.outOfRange` for a header offset outside
    ///   [0, R], a negative list offset or maximum, or a list offset above
    ///   its maximum, or a negative enter height.
    /// - Complexity: O(1).
    public func split(
        delta: Double, headerOffset h: Double, listOffset l: Double, listMaximum: Double,
        mode: NestedScrollMode, enterHeight: Double = 0
    ) throws(InputError) -> ScrollSplit {
        try validate()
        try requireNonNegative(enterHeight, "enterHeight")
        // The two-section stack [R that scrolls by `mode`, S pinned]: one
        // mechanism for both, so they cannot drift apart.
        let R = collapseRange
        let top: HeaderSection
        switch mode {
        case .exitUntilCollapsed: top = HeaderSection(height: R, behavior: .scroll)
        case .enterAlways: top = HeaderSection(height: R, behavior: .enterAlways)
        case .enterAlwaysCollapsed:
            top = HeaderSection(height: R, minHeight: min(enterHeight, R), behavior: .enterAlwaysCollapsed)
        }
        let stack = HeaderStack(sections: [top, HeaderSection(height: pinnedHeight, behavior: .pinned)])
        return try stack.split(delta: delta, headerOffset: h, listOffset: l, listMaximum: listMaximum)
    }
}
