/// Where the strip scrolls to show the focused item.
public enum StripScrollPolicy: Sendable, Equatable, CaseIterable {
    /// The focus's leading edge at `margin` from the viewport's leading edge.
    case leading
    /// The focus centred in the viewport (with `.clamp`: centred where the
    /// content allows, at the start or end near the ends, like UIKit's
    /// `scrollToItem(at:at:animated:)` with `.centeredHorizontally`).
    case center
    /// The focus's trailing edge at `margin` from the viewport's trailing edge.
    case trailing
    /// Centred even at the ends, never clamped: the front end gives the content
    /// end insets of viewport/2 − the end item's width/2.
    case alwaysCenter
    /// Move only as far as needed to show the focus with `margin` on each side.
    case minimal
    /// Keep the current offset.
    case none
}

/// How an aligned offset is kept within the content.
public enum StripContainment: Sendable, Equatable, CaseIterable {
    /// Clamped to [0, content − viewport]: a plain clamp of the aligned offset.
    case clamp
    /// Not limited: the aligned offset may leave the content (negative or past its end).
    case none
    /// On Embla's contained snaps (`containScroll: 'trimSnaps'`, see
    /// `ScrollSnaps`): with `.leading`, `.center` or `.trailing` the offset
    /// is the item's Embla snap (one item per snap, the policy's alignment,
    /// the margin inside it), interpolated between the two items around p.
    /// The first item's snap is 0, the last's content − viewport, a snap
    /// within 1 point of an end moves onto it, and content at most 2 points
    /// wider than the viewport does not scroll. Other policies clamp.
    case trimSnaps
    /// As `.trimSnaps` (`'keepSnaps'` differs from it only in the snap list,
    /// not in any item's snap).
    case keepSnaps
}

/// When the strip follows the position.
public enum StripScrollTiming: Sendable, Equatable, CaseIterable {
    /// Follow the focus interpolated between ⌊p⌋ and ⌈p⌉ while swiping
    /// (Android's `calculateScrollXForTab`, Tabman).
    case progressive
    /// Move when the selected index changes.
    case onCommit
}

/// How the strip scrolls; the C ABI's defaults are `StripOffsetStyle()`'s.
public struct StripOffsetStyle: Sendable, Hashable {
    /// Where the focus is put; `.center` by default.
    public var policy: StripScrollPolicy = .center
    /// Whether the offset is kept within the content; `.clamp` by default.
    public var containment: StripContainment = .clamp
    /// Whether the strip follows the position or the selection; `.progressive` by default.
    public var timing: StripScrollTiming = .progressive
    /// The space kept beside the focus by `.leading`, `.trailing` and
    /// `.minimal`, in points; ≥ 0, 0 by default.
    public var margin: Double = 0

    /// The default style: centred, clamped, progressive, no margin.
    public init() {}

    /// Checks that `margin` is finite and ≥ 0.
    /// - Throws: `.notFinite` for NaN or ±∞, `.outOfRange` for a negative margin.
    public func validate() throws(InputError) {
        try requireNonNegative(margin, "StripOffsetStyle.margin")
    }
}

extension StripGeometry {
    /// The strip offset at position `p`.
    ///
    /// The focus is the item rect interpolated between ⌊p⌋ and ⌈p⌉
    /// (`.progressive`, with p clamped to the items) or the selected item's rect
    /// (`.onCommit`). When the content fits the viewport the offset is 0
    /// whatever the policy; otherwise the policy aligns the focus and the
    /// containment limits the result. Visual coordinates in both directions:
    /// in RTL "leading" is the right edge.
    ///
    /// - Parameters:
    ///   - p: the position, in pages (finite; overscroll below 0 or past n − 1).
    ///   - style: the policy, timing, margin and containment.
    ///   - selectedIndex: the committed selection; nil derives it from `p`.
    ///   - currentOffset: where the strip is now (`.minimal`, `.none`).
    /// - Throws: `.notFinite`, `.outOfRange`, `.indexOutOfRange`.
    /// - Complexity: O(1).
    public func stripOffset(
        at p: Double, style: StripOffsetStyle, selectedIndex: Int? = nil, currentOffset: Double = 0
    ) throws(InputError) -> Double {
        try validate()
        try style.validate()
        try requireFinite(p, "p")
        try requireFinite(currentOffset, "currentOffset")
        let selected = try resolvedSelection(selectedIndex, p: p, count: count)
        return try stripOffset(
            for: .position(p), style: style, selectedIndex: selected, currentOffset: currentOffset)
    }

    /// The strip offset for a focus: a transition glides from the earlier
    /// focus's offset to the target's. With `glide` (the offset the strip
    /// showed when the outermost transition started, `PagerState.stripGlide`)
    /// that transition goes from it straight to the target's rest offset
    /// instead, so the strip moves one way whatever it was doing at the tap.
    /// Arguments are not validated here.
    /// - Complexity: O(focus depth).
    func stripOffset(
        for focus: Focus, style: StripOffsetStyle, selectedIndex selected: Int, currentOffset: Double,
        glide: Double? = nil
    ) throws(InputError) -> Double {
        guard count > 0, scrolls else { return 0 }
        if let glide {
            switch focus {
            case .position:
                break
            case .transition(_, let to, let progress):
                let end = try stripOffset(
                    for: .position(Double(to)), style: style,
                    selectedIndex: loops ? to.wrapped(into: count) : to, currentOffset: glide)
                return lerp(glide, end, min(max(progress, 0), 1))
            case .handoff(let from, let p, let progress):
                let start = try stripOffset(
                    for: from, style: style, selectedIndex: selected, currentOffset: currentOffset,
                    glide: glide)
                let end = try stripOffset(
                    for: .position(p), style: style, selectedIndex: selected, currentOffset: currentOffset)
                return lerp(start, end, progress)
            }
        }
        if style.timing == .progressive {
            switch focus {
            case .position:
                break
            case .transition(let from, let to, let progress):
                let start = try stripOffset(
                    for: from, style: style, selectedIndex: selected, currentOffset: currentOffset)
                let end = try stripOffset(
                    for: .position(Double(to)), style: style, selectedIndex: selected,
                    currentOffset: currentOffset)
                return lerp(start, end, progress)
            case .handoff(let from, let p, let progress):
                let start = try stripOffset(
                    for: from, style: style, selectedIndex: selected, currentOffset: currentOffset)
                let end = try stripOffset(
                    for: .position(p), style: style, selectedIndex: selected, currentOffset: currentOffset)
                return lerp(start, end, progress)
            }
        }
        if style.containment == .trimSnaps || style.containment == .keepSnaps, !loops,
            style.policy == .leading || style.policy == .center || style.policy == .trailing
        {
            return try containedSnapOffset(for: focus, style: style, selectedIndex: selected)
        }
        let focusRect: (left: Double, right: Double)
        switch style.timing {
        case .progressive:
            let span = span(focus.target)
            let a = try frame(span.lower)
            let b = try frame(span.upper)
            focusRect = (lerp(a.x, b.x, span.fraction), lerp(a.maxX, b.maxX, span.fraction))
        case .onCommit:
            let frame = try frame(selected)
            focusRect = (frame.x, frame.maxX)
        }
        let focus = focusRect

        let viewport = viewportWidth
        let margin = style.margin
        let leftToRight = direction == .leftToRight
        var offset: Double
        switch style.policy {
        case .leading:
            offset = leftToRight ? focus.left - margin : focus.right + margin - viewport
        case .center, .alwaysCenter:
            offset = (focus.left + focus.right) / 2 - viewport / 2
        case .trailing:
            offset = leftToRight ? focus.right + margin - viewport : focus.left - margin
        case .minimal:
            // Show the trailing edge, then the leading one, so that when the
            // focus and its margins are wider than the viewport the leading
            // edge wins in both directions.
            offset = currentOffset
            let (leadingEdge, trailingEdge) =
                leftToRight
                ? (focus.left - margin, focus.right + margin) : (focus.right + margin, focus.left - margin)
            if leftToRight {
                if trailingEdge > offset + viewport { offset = trailingEdge - viewport }
                if leadingEdge < offset { offset = leadingEdge }
            } else {
                if trailingEdge < offset { offset = trailingEdge }
                if leadingEdge > offset + viewport { offset = leadingEdge - viewport }
            }
        case .none:
            offset = currentOffset
        }
        if style.containment == .clamp && style.policy != .alwaysCenter && !loops {
            offset = min(max(offset, 0), maxOffset)
        }
        guard offset.isFinite else { throw .overflow }
        return offset
    }
}
