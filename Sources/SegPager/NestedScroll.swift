/// What a page's list does when the current page changes while the header
/// is at some list offset (the header is shared by all pages).
public enum ListSyncPolicy: Sendable, Equatable, CaseIterable {
    /// Seed 004's `updateTableViewFrame`: y ≥ R gives max(own, R); 0 ≤ y < R
    /// gives y; y < 0 gives min(own, 0). Seed 004 applies it to every list.
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
    /// returns to its top first, then the header expands (seed 001).
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
public struct ScrollSplit: Sendable, Equatable {
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
        try requireFinite(own, y)
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
        try requireFinite(delta)
        try requireNonNegative(h, l, listMaximum, enterHeight)
        let R = collapseRange
        guard h <= R + 1e-9, l <= listMaximum + 1e-9 else { throw .outOfRange }
        var rest = delta
        var header = 0.0
        var list = 0.0
        /// Moves `rest` into a budget between `low` and `high` (relative moves).
        func take(_ low: Double, _ high: Double) -> Double {
            let taken = min(max(rest, low), high)
            rest -= taken
            return taken
        }
        if delta >= 0 {
            header += take(0, R - h)  // collapse first
            list += take(0, listMaximum - l)
        } else {
            switch mode {
            case .exitUntilCollapsed:
                list += take(-l, 0)
                header += take(-h, 0)
            case .enterAlways:
                header += take(-h, 0)
                list += take(-l, 0)
            case .enterAlwaysCollapsed:
                // Only the bottom `enterHeight` of the collapse range re-enters
                // before the list (AppBarLayout's downNestedPreScrollRange): a
                // header already showing more than that leaves it to the list.
                let firstPart = min(h, max(0, h - (R - enterHeight)))
                header += take(-firstPart, 0)
                list += take(-l, 0)
                header += take(-(h + header), 0)
            }
        }
        return ScrollSplit(header: header, list: list, overscroll: rest)
    }
}
