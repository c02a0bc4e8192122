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
