/// Who moves the pages.
public enum ScrollDriver: Sendable, Equatable, CaseIterable {
    /// The engine: drags set the offset, a release settles with an animation,
    /// taps animate, ticks advance time (Qt, SDL, games, terminals).
    case engine
    /// The host scrolls natively (UIKit) and reports offsets with
    /// `.hostScrolled`; the pager follows, and asks for taps through
    /// `PagerFrame.targetPageOffset`.
    case host
}
