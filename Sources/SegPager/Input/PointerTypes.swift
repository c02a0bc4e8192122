// The vocabulary of raw pointer input: where a pointer went down, what its
// gesture became, and what moves the strip.

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

/// What the pointer is doing (`PagerFrame.gesture`).
public enum PagerGesture: Sendable, Hashable, CaseIterable {
    /// No pointer is down.
    case none
    /// A pointer is down and has not moved past the touch slop (or only
    /// diagonally): nothing moves yet. Lifted now, it is a tap.
    case pending
    /// The pointer drags the pages (locked horizontal).
    case pages
    /// The pointer scrolls the selected list (locked vertical).
    case list
    /// The pointer scrolls the strip (locked horizontal in the strip).
    case strip
    /// The pointer locked to an axis its region does not scroll: it moves
    /// nothing until it lifts.
    case ignored
}

/// What moves the strip (`PagerFrame.stripPhase`).
///
/// The strip offset follows the pages by the strip offset style's policy
/// until the user scrolls the strip itself (a strip drag, the strip region
/// of the pointer events, or a wheel over it). It then decelerates,
/// bounces at the ends and stays where the user left it, until the
/// committed selection changes; then it animates back to the policy's
/// offset. With `StripTiming.onCommit` a selection change animates the
/// strip there too, instead of jumping.
public enum StripPhase: Sendable, Hashable, CaseIterable {
    /// The strip offset is the policy's (it follows the pages).
    case following
    /// A finger scrolls the strip (rubber-banded past its ends).
    case dragging
    /// Released: the strip decelerates, or springs back from past an end.
    case decelerating
    /// The strip rests where the user left it, until the selection changes.
    case held
    /// The strip animates to the policy's offset (a spring from where it
    /// was); then it follows again.
    case returning
}
