/// When the selected index follows the position.
public enum CommitPolicy: Sendable, Equatable, CaseIterable {
    /// At half way while swiping (the nearest page, as most tab libraries
    /// do); a tap or an animated selection commits at once.
    case atHalf
    /// Only when the pager comes to rest on a page.
    case whenSettled
}
