/// The reading direction of a strip or a pager.
///
/// Right-to-left keeps visual coordinates (x grows to the right) and puts
/// item 0, or page 0, at the right end.
public enum Direction: Sendable, Equatable, CaseIterable {
    /// Item 0 (or page 0) at the left; offsets grow toward higher indices.
    case leftToRight
    /// Item 0 (or page 0) at the right; x still grows to the right, so
    /// offsets grow toward lower indices.
    case rightToLeft
}
