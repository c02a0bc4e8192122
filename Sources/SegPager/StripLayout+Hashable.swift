// Hashable for StripLayout, written out because Swift synthesizes
// hash(into:) only in the file that declares the type (HashableTests checks
// the list against its stored properties). Declaring `Hashable` on the type
// itself would replace this file.

extension StripLayout: Hashable {
    /// Hashes the frames, the content and viewport widths, whether it
    /// scrolls and its direction (the fields `==` compares).
    /// - Complexity: O(n) in the number of frames.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frames)
        hasher.combine(contentWidth)
        hasher.combine(scrolls)
        hasher.combine(viewportWidth)
        hasher.combine(direction)
    }
}
