/// What the pager is doing.
public enum PagerPhase: Sendable, Equatable, CaseIterable {
    /// At rest on a page.
    case idle
    /// A finger is moving the pages.
    case dragging
    /// Released, settling onto a page (engine driver).
    case settling
    /// Travelling to a tapped or selected item.
    case transitioning
    /// The host is scrolling the pages (decelerating, or its own animation).
    case hostScrolling
}
