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
