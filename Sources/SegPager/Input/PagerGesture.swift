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
