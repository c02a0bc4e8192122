// The vocabulary of raw pointer input: where a pointer went down. What its
// gesture became is `PagerGesture`; what moves the strip, `StripPhase`.

/// The part of the pager a pointer went down in, which decides what it may
/// move. The front end hit-tests its own views and says.
public enum PointerRegion: Sendable, Hashable, CaseIterable {
    /// The pages: a horizontal drag moves the pages, a vertical one scrolls
    /// the selected page's list (through the header, as `listScrolled`).
    case pages
    /// The tab strip: a tap selects the tab under the point; a horizontal
    /// drag scrolls the strip on its own (when it is wider than its
    /// viewport); a vertical one scrolls the selected list, as the strip
    /// sits in the header.
    case strip
    /// Anything that only scrolls vertically (the header, a list area that
    /// does not page): a vertical drag scrolls the selected list; a
    /// horizontal one does nothing.
    case list
}
