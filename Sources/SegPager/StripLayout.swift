/// The laid-out tab strip: every item's frame, the content width, and whether
/// the strip scrolls.
///
/// One value for the whole strip, computed from the items, the style and the
/// viewport width, never cached elsewhere: lay out again on any change
/// (rotation, new titles) and nothing goes stale.
public struct StripLayout: Sendable, Equatable {
    /// Frames indexed by item (in right-to-left, item 0 is the rightmost).
    public var frames: [ItemFrame]
    /// The last edge plus the trailing inset when the strip scrolls; the
    /// viewport width when it fits.
    public var contentWidth: Double
    /// Whether the content is wider than the viewport.
    public var scrolls: Bool
    /// The viewport width the strip was laid out in.
    public var viewportWidth: Double
    /// The direction the strip was laid out in.
    public var direction: LayoutDirection

    /// Lays out `items` in a viewport `viewportWidth` wide.
    ///
    /// Steps: each item's width from `style.widthMode`; the total
    /// `leadingInset + Σ widths + (n − 1) × spacing + trailingInset`; if it
    /// exceeds the viewport (by more than 1e-9 relative) the strip scrolls and
    /// items are packed from the leading inset, else `style.fitPolicy` spends
    /// the spare width. Right-to-left mirrors the result inside the content.
    /// An empty strip has no frames and the viewport's content width.
    ///
    /// - Throws: `.notFinite` / `.outOfRange` / `.indexOutOfRange` for invalid
    ///   metrics, style or viewport width (see `StripStyle.validate`);
    ///   `.notFinite` also when finite input overflows (widths near 1e308).
    /// - Complexity: O(n), O(n log n) for `.fill`.
    public init<Items: Collection>(
        items: Items, style: StripStyle, viewportWidth: Double
    ) throws(InputError) where Items.Element == ItemMetrics {
        // One copy into an array, then the concrete layout: a generic body
        // called from another module (the C exports, a Swift package) runs
        // unspecialised, through witness tables, ~90× slower than the loop.
        try self.init(items: Array(items), style: style, viewportWidth: viewportWidth)
    }

    /// Lays out `items` in a viewport `viewportWidth` wide; see
    /// `init(items:style:viewportWidth:)` for any collection.
    /// - Complexity: O(n), O(n log n) for `.fill`.
    public init(items: [ItemMetrics], style: StripStyle, viewportWidth: Double) throws(InputError) {
        try requireNonNegative(viewportWidth)
        try style.validate(itemCount: items.count)
        self.viewportWidth = viewportWidth
        self.direction = style.direction
        for item in items { try item.validate() }

        var widths = Self.itemWidths(of: items, style: style, viewportWidth: viewportWidth)
        let n = widths.count
        let gaps = Double(max(n - 1, 0))
        let packed = style.leadingInset + widths.reduce(0, +) + gaps * style.spacing + style.trailingInset
        let tolerance = 1e-9 * max(1, viewportWidth)
        // An empty strip has nothing to scroll, whatever its insets.
        scrolls = n > 0 && packed > viewportWidth + tolerance

        var start = style.leadingInset
        var gap = style.spacing
        if scrolls {
            contentWidth = packed
        } else if n == 0 {
            contentWidth = viewportWidth
        } else {
            contentWidth = viewportWidth
            let spare = max(0, viewportWidth - packed)
            let count = Double(n)
            switch style.fitPolicy {
            case .leading:
                break
            case .center:
                start += spare / 2
            case .trailing:
                start += spare
            case .spaceBetween:
                if n > 1 { gap += spare / (count - 1) }
            case .spaceAround:
                start += spare / (2 * count)
                gap += spare / count
            case .spaceEvenly:
                start += spare / (count + 1)
                gap += spare / (count + 1)
            case .growItems:
                for i in widths.indices { widths[i] += spare / count }
            case .equalWhenFits:
                // seed 001: the fitting strip is W/n per item, edge to edge.
                start = 0
                gap = 0
                for i in widths.indices { widths[i] = viewportWidth / count }
            }
        }

        // Finite input can still overflow (widths near 1e308); such a layout
        // is refused rather than returned with infinities in it.
        guard contentWidth.isFinite else { throw .notFinite }
        var frames = [ItemFrame]()
        frames.reserveCapacity(n)
        var x = start
        for width in widths {
            guard x.isFinite, width.isFinite else { throw .notFinite }
            frames.append(ItemFrame(x: x, width: width))
            x += width + gap
        }
        if scrolls, let last = frames.last {
            // The same summation as the frames, so no frame ends past the
            // content by a rounding error.
            contentWidth = max(contentWidth, last.maxX + style.trailingInset)
            guard contentWidth.isFinite else { throw .notFinite }
        }
        if style.direction == .rightToLeft {
            // Mirror each right edge. Right edges never decrease, so the
            // mirrored frames stay ordered; the clamp removes -1e-14 slivers
            // without breaking that order.
            for i in frames.indices {
                frames[i].x = max(0, contentWidth - frames[i].maxX)
                guard frames[i].x.isFinite else { throw .notFinite }
            }
        }
        self.frames = frames
    }

    /// The width each item gets before the fit policy, in item order.
    static func itemWidths(of items: [ItemMetrics], style: StripStyle, viewportWidth: Double) -> [Double] {
        let n = items.count
        let available = viewportWidth - style.leadingInset - style.trailingInset
            - Double(max(n - 1, 0)) * style.spacing
        switch style.widthMode {
        case .fixed:
            return Array(repeating: style.itemWidth, count: n)
        case .equal:
            guard n > 0 else { return [] }
            return Array(repeating: style.clampedItemWidth(max(0, available) / Double(n)), count: n)
        case .visibleCount:
            let k = style.visibleCount
            // (k − 1) spacings between the k visible items, not n − 1.
            let share = viewportWidth - style.leadingInset - style.trailingInset - (k - 1) * style.spacing
            return Array(repeating: style.clampedItemWidth(max(0, share) / k), count: n)
        case .intrinsic:
            return intrinsicWidths(of: items, style: style)
        case .fill:
            return waterFilled(intrinsicWidths(of: items, style: style), into: available, style: style)
        }
    }

    /// Content + 2 × padding, clamped; the content depends on the selected
    /// width mode.
    static func intrinsicWidths(of items: [ItemMetrics], style: StripStyle) -> [Double] {
        var widths = [Double]()
        widths.reserveCapacity(items.count)
        for i in items.indices {
            let item = items[i]
            let content: Double
            switch style.selectedWidthMode {
            case .reserve:
                content = item.reservedWidth
            case .selectedOnly:
                content = i == style.selectedIndex ? item.selectedWidth : item.normalWidth
            }
            widths.append(style.clampedItemWidth(content + 2 * style.itemPadding))
        }
        return widths
    }

    /// Water-filling: raise the narrow items to a common level `t` so that
    /// `Σ max(wᵢ, t) = available`; items already wider than `t` keep their
    /// width. Widths that do not fit are returned unchanged. The max item
    /// width caps the result; the spare width that leaves goes to the fit
    /// policy.
    static func waterFilled(_ widths: [Double], into available: Double, style: StripStyle) -> [Double] {
        guard !widths.isEmpty, widths.reduce(0, +) < available else { return widths }
        var remaining = available
        var sharing = widths.count
        for width in widths.sorted(by: >) {
            guard sharing > 1, width > remaining / Double(sharing) else { break }
            remaining -= width
            sharing -= 1
        }
        let level = remaining / Double(sharing)
        return widths.map { style.clampedItemWidth(max($0, level)) }
    }
}
