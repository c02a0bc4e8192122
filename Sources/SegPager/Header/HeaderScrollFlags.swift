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
