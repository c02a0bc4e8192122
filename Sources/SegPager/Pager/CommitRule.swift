/// How the selected index follows the position.
public enum CommitRule: Sendable, Equatable, CaseIterable {
    /// The nearest page, ⌊p + 0.5⌋: exactly half way goes to the higher
    /// index (so 2.5 selects 3).
    case nearest
    /// The page at or before the position, ⌊p⌋ (2.99 selects 2).
    case floor

    /// The rule's page at `p`, unclamped and in Double (a virtual page when
    /// looping): the one statement of the rule, which `selectedIndex(at:…)`
    /// and the pager's own selection share. A position within 1e-9 of an
    /// integer counts as that integer.
    @inline(__always)
    func page(at p: Double) -> Double {
        let snapped = PageGeometry.snappedPosition(p)
        switch self {
        case .nearest: return (snapped + 0.5).rounded(.down)
        case .floor: return snapped.rounded(.down)
        }
    }
}

extension CommitRule {
    /// The selected index at position `p` under this rule, clamped to
    /// `0..<pageCount` so that overscroll keeps the end page selected; nil
    /// when there are no pages. A position within 1e-9 of an integer counts
    /// as that integer (2.9999999999 floors to 3).
    ///
    /// - Throws: `.notFinite` for a non-finite `p`, `.outOfRange` for a
    ///   negative page count.
    /// - Complexity: O(1).
    public func selectedIndex(at p: Double, pageCount: Int) throws(InputError) -> Int? {
        try _selectedIndexBody(at: p, pageCount: pageCount, rule: self)
    }
}

func _selectedIndexBody(at p: Double, pageCount: Int, rule: CommitRule) throws(InputError) -> Int? {
    try requireFinite(p, "p")
    try requireNonNegative(pageCount, "pageCount")
    guard pageCount > 0 else { return nil }
    let page = rule.page(at: p)
    // Compare in Double before converting: Int(_:) traps on a double past
    // Int.max, and Double(pageCount - 1) may round up past pageCount - 1.
    guard page > 0 else { return 0 }
    let last = pageCount - 1
    guard page < Double(last) else { return last }
    return min(Int(page), last)
}
