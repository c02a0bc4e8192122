extension StripGeometry {
    /// The indicator at position `p`.
    ///
    /// Each item has a resting span `[left, right]` (width mode, extra width,
    /// min/max, clamp to item, alignment, insets). Between item a = ⌊p⌋ and
    /// b = a + 1 the transition moves the two edges with the eased fraction;
    /// past the ends the overscroll mode applies. An empty strip gives a zero
    /// rect with alpha 0.
    ///
    /// - Parameters:
    ///   - p: the position, in pages (finite; overscroll below 0 or past n − 1).
    ///   - style: the indicator's width, placement and transition.
    ///   - selectedIndex: the committed selection (checked; nil derives it
    ///     from `p` by the nearest rule).
    /// - Throws: `.notFinite`, `.outOfRange`, `.indexOutOfRange` for bad input.
    /// - Complexity: O(1).
    public func indicator(at p: Double, style: IndicatorStyle, selectedIndex: Int? = nil) throws(InputError)
        -> Indicator
    {
        try validate()
        try style.validate()
        try requireFinite(p, "p")
        _ = try resolvedSelection(selectedIndex, p: p, count: count)
        guard count > 0 else {
            return Indicator(x: 0, y: 0, width: 0, height: 0, cornerRadius: 0, alpha: 0)
        }
        return try indicator(for: .position(p), style: style)
    }

    /// The indicator at rest on each of `items`: item i's is what
    /// `indicator(at: Double(i), style: style)` gives, for a range in one
    /// call (a design check asks it of every tab).
    /// - Throws: `.notFinite`, `.outOfRange` for a bad strip or style;
    ///   `.indexOutOfRange` for items outside the strip.
    /// - Complexity: O(items.count).
    public func restingIndicators(of items: Range<Int>, style: IndicatorStyle) throws(InputError)
        -> [Indicator]
    {
        try validate()
        try style.validate()
        try requireItems(items)
        var indicators: [Indicator] = []
        indicators.reserveCapacity(items.count)
        for i in items {
            indicators.append(try indicator(for: .position(Double(i)), style: style))
        }
        return indicators
    }

    /// The indicator for a focus: a position, or a transition that travels
    /// from the earlier focus's indicator straight to the target item's,
    /// shaped by the style's transition (a tap's progress is already timed by
    /// its animation curve, so the style's easing is not applied again).
    /// Arguments are not validated here; callers validate once.
    /// - Complexity: O(focus depth).
    func indicator(for focus: Focus, style: IndicatorStyle) throws(InputError) -> Indicator {
        guard count > 0 else {
            return Indicator(x: 0, y: 0, width: 0, height: 0, cornerRadius: 0, alpha: 0)
        }
        var edges = try indicatorEdges(for: focus, style: style)
        if style.overscroll == .clamp && !loops {
            (edges.left, edges.right) = contained(edges.left, edges.right)
        }
        let (y, height) = verticalPlacement(style)
        let width = max(0, edges.right - edges.left)
        var indicator = Indicator(
            x: edges.left, y: y, width: width, height: height,
            cornerRadius: min(style.cornerRadius, width / 2, height / 2), alpha: edges.alpha)
        indicator.roundedCorners = style.roundedCorners
        guard indicator.x.isFinite, indicator.maxX.isFinite, indicator.y.isFinite else { throw .overflow }
        return indicator
    }

    typealias Edges = (left: Double, right: Double, alpha: Double)

    func indicatorEdges(for focus: Focus, style: IndicatorStyle) throws(InputError) -> Edges {
        switch focus {
        case .position(let p):
            let span = span(p)
            let a = try restingSpan(of: span.lower, style: style)
            let b = try restingSpan(of: span.upper, style: style)
            var edges = shaped(from: (a.left, a.right, 1), to: b, style.easing(span.fraction), style: style)
            if span.overscroll != 0 {
                try applyOverscroll(span.overscroll, to: &edges, style: style)
            }
            return edges
        case .transition(let from, let to, let progress):
            let start = try indicatorEdges(for: from, style: style)
            let end = try restingSpan(of: to, style: style)
            return shaped(from: start, to: end, progress, style: style)
        case .handoff(let from, let p, let progress):
            let start = try indicatorEdges(for: from, style: style)
            let end = try indicatorEdges(for: .position(p), style: style)
            return (
                lerp(start.left, end.left, progress), lerp(start.right, end.right, progress),
                lerp(start.alpha, end.alpha, progress)
            )
        }
    }

    /// The edges a fraction `f` of the way from `a` to `b`, by the transition.
    func shaped(from a: Edges, to b: (left: Double, right: Double), _ f: Double, style: IndicatorStyle)
        -> Edges
    {
        // Moving from a to b, is the travel toward the visual right? On a tie
        // (zero-width items at one x) the index order decides, mirrored in RTL.
        let centers = (a.left + a.right, b.left + b.right)
        let towardRight = centers.1 != centers.0 ? centers.1 > centers.0 : direction == .leftToRight
        switch style.transition {
        case .linear:
            return (lerp(a.left, b.left, f), lerp(a.right, b.right, f), lerp(a.alpha, 1, f))
        case .stretch:
            let s = style.stretch
            let front = f <= 0.5 ? (1 + s) * f : (1 + s) / 2 + (1 - s) * (f - 0.5)
            let back = f <= 0.5 ? (1 - s) * f : (1 - s) / 2 + (1 + s) * (f - 0.5)
            return (
                lerp(a.left, b.left, towardRight ? back : front),
                lerp(a.right, b.right, towardRight ? front : back), lerp(a.alpha, 1, f)
            )
        case .elastic, .elasticRounded:
            // The edge on the side of b (toward which f grows) moves on the
            // fast-start curve; since 1 − cos(πf/2) = 1 − sin(π(1 − f)/2), the
            // front edge leads when f falls too.
            let fast = sine(Double.pi * f / 2)
            let slow = 1 - cosine(Double.pi * f / 2)
            let round = style.transition == .elasticRounded
            return (
                Self.travel(a.left, b.left, towardRight ? slow : fast, rounded: round),
                Self.travel(a.right, b.right, towardRight ? fast : slow, rounded: round), lerp(a.alpha, 1, f)
            )
        case .fade:
            // An overshooting easing curve must not push alpha past 1.
            if f < 0.5 { return (a.left, a.right, a.alpha * min(max(1 - 2 * f, 0), 1)) }
            return (b.left, b.right, min(max(2 * f - 1, 0), 1))
        case .snap:
            return f < 0.5 ? a : (b.left, b.right, 1)
        }
    }

    /// Moves or squeezes the edges past the ends (`p < 0` or `p > count − 1`).
    func applyOverscroll(_ overscroll: Double, to edges: inout Edges, style: IndicatorStyle)
        throws(InputError)
    {
        let endItem = try frame(overscroll < 0 ? 0 : count - 1)
        // The visual direction the overscroll pushes toward.
        let pastRightEnd = (overscroll > 0) == (direction == .leftToRight)
        let amount = abs(overscroll)
        switch style.overscroll {
        case .clamp:
            break
        case .follow:
            let shift = amount * endItem.width * (pastRightEnd ? 1 : -1)
            edges.left += shift
            edges.right += shift
        case .compress:
            let width = (edges.right - edges.left) * max(0, 1 - amount)
            if pastRightEnd { edges.left = edges.right - width } else { edges.right = edges.left + width }
        }
    }

    /// The span `[left, right]` of the indicator resting on item `i`.
    func restingSpan(of i: Int, style: IndicatorStyle) throws(InputError) -> (left: Double, right: Double) {
        let frame = try frame(i)
        let metrics = try metrics(i)
        // Insets are given leading/trailing: swap them into left/right in RTL.
        let (leftInset, rightInset) =
            direction == .leftToRight
            ? (style.leadingInset, style.trailingInset) : (style.trailingInset, style.leadingInset)
        // Insets wider than the item leave a zero-width box at their middle,
        // so the result still mirrors in RTL.
        let boxLeft = min(frame.x + leftInset, frame.midX + (leftInset - rightInset) / 2)
        let boxWidth = max(0, frame.width - leftInset - rightInset)

        var width: Double
        switch style.widthMode {
        case .item: width = boxWidth
        case .content: width = metrics?.selectedTitleWidth ?? boxWidth
        case .fixed: width = style.width
        case .itemLessSubtitle:
            // The selected subtitle as drawn (its normal width when 0).
            let subtitle = metrics.map { $0.selectedWidth - $0.selectedTitleWidth } ?? 0
            width = max(0, boxWidth - subtitle)
        }
        width += style.extraWidth
        width = max(width, style.minWidth)
        if let maxWidth = style.maxWidth { width = min(width, maxWidth) }
        if style.clampsToItem { width = min(width, boxWidth) }
        width = max(0, width)

        let left: Double
        switch style.alignment {
        case .center:
            left = boxLeft + boxWidth / 2 - width / 2
        case .contentLeading:
            // The content (title + subtitle) is centred in the item; the extra
            // width straddles its leading edge evenly.
            let content = metrics?.selectedWidth ?? frame.width
            let contentLeft = contentCenter(of: frame) - content / 2
            if direction == .leftToRight {
                left = contentLeft + style.leadingInset - style.extraWidth / 2
            } else {
                left = contentLeft + content - style.leadingInset + style.extraWidth / 2 - width
            }
        case .titleCenter:
            // Centred on the title, the leading part of the centred content.
            let content = metrics?.selectedWidth ?? frame.width
            let title = metrics?.selectedTitleWidth ?? frame.width
            let center = contentCenter(of: frame)
            let titleCenter =
                direction == .leftToRight
                ? center - content / 2 + title / 2 : center + content / 2 - title / 2
            left = titleCenter - width / 2
        case .leading:
            // The box's leading edge: its left in LTR, its right in RTL.
            left = direction == .leftToRight ? boxLeft : boxLeft + boxWidth - width
        }
        return (left, left + width)
    }

    /// `a` moved toward `b` by the fraction `t`, in whole units when rounded
    /// (Java's `Math.round`: half rounds up).
    static func travel(_ a: Double, _ b: Double, _ t: Double, rounded: Bool) -> Double {
        rounded ? a + ((b - a) * t + 0.5).rounded(.down) : lerp(a, b, t)
    }

    /// `[left, right]` moved (or, if wider, cut) to lie inside the content.
    func contained(_ left: Double, _ right: Double) -> (Double, Double) {
        let width = min(right - left, contentWidth)
        let newLeft = min(max(left, 0), contentWidth - width)
        return (newLeft, newLeft + width)
    }

    func verticalPlacement(_ style: IndicatorStyle) -> (y: Double, height: Double) {
        let top = style.topInset
        let bottom = height - style.bottomInset
        switch style.placement {
        case .bottom: return (bottom - style.height, style.height)
        case .top: return (top, style.height)
        case .center: return ((top + bottom - style.height) / 2, style.height)
        case .fill: return (top, max(0, bottom - top))
        }
    }
}
