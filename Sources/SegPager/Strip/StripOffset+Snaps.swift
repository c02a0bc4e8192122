// The strip offset on Embla's contained snaps (`StripContainment.trimSnaps`
// and `.keepSnaps`): Embla's ScrollContain.ts rules for one item per snap,
// evaluated for the two items around the position only, so the offset stays
// O(1) per frame.

extension StripGeometry {
    /// The strip offset for `focus` on Embla's contained snaps, for the
    /// `.leading`, `.center` and `.trailing` policies. Arguments are not
    /// validated here.
    /// - Complexity: O(1).
    func containedSnapOffset(
        for focus: Focus, style: StripOffsetStyle, selectedIndex selected: Int
    ) throws(InputError) -> Double {
        // Embla's "content fits" rule (ScrollContain.ts): at most view +
        // pixelTolerance (2) wide gives the one snap 0.
        guard contentWidth > viewportWidth + 2 else { return 0 }
        let offset: Double
        switch style.timing {
        case .progressive:
            let span = span(focus.target)
            let lower = try containedSnap(of: span.lower, style: style)
            let upper = try containedSnap(of: span.upper, style: style)
            offset = lerp(lower, upper, span.fraction)
        case .onCommit:
            offset = try containedSnap(of: selected, style: style)
        }
        guard offset.isFinite else { throw .overflow }
        return offset
    }

    /// Item `i`'s contained snap as a visual strip offset.
    private func containedSnap(of i: Int, style: StripOffsetStyle) throws(InputError) -> Double {
        let frame = try frame(i)
        let leftToRight = direction == .leftToRight
        // Embla measures from the start edge: in RTL the frame mirrored.
        let start = leftToRight ? frame.x : contentWidth - frame.maxX
        let alignment: Double
        switch style.policy {
        case .trailing: alignment = viewportWidth - frame.width - style.margin
        case .center, .alwaysCenter: alignment = (viewportWidth - frame.width) / 2
        case .leading, .minimal, .none: alignment = style.margin
        }
        let translate = ScrollSnaps.boundedTranslate(
            -start + alignment, isFirst: i == 0, isLast: i == count - 1, view: viewportWidth,
            content: contentWidth, tolerance: 2)
        let offset = 0 - translate
        return leftToRight ? offset : maxOffset - offset
    }
}
