/// The laid-out tab strip: every item's frame, the content width, and whether
/// the strip scrolls.
///
/// One value for the whole strip, computed from the items, the style and the
/// viewport width, never cached elsewhere: lay out again on any change
/// (rotation, new titles) and nothing goes stale.
public struct StripLayout: Sendable, Hashable {
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
    public var direction: Direction
    /// How far each item's content (title and subtitle) sits in from the
    /// item's leading edge: the style's `itemPadding + itemLeadingPadding`.
    /// The content is centred between this and `contentTrailingInset`.
    public var contentLeadingInset: Double = 0
    /// `itemPadding + itemTrailingPadding`, from the item's trailing edge.
    public var contentTrailingInset: Double = 0

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
        var failure: InputError?
        var size = (contentWidth: 0.0, scrolls: false)
        guard !items.isEmpty else {
            // Not through Array(unsafeUninitializedCapacity: 0): it writes the
            // count into the shared empty-array storage, a data race between
            // threads that lay out empty strips (TSan, test_threads.c).
            size = try Self.layOut(
                UnsafeBufferPointer(start: nil, count: 0), style: style, viewportWidth: viewportWidth,
                into: UnsafeMutableBufferPointer(start: nil, count: 0))
            frames = []
            contentWidth = size.contentWidth
            scrolls = size.scrolls
            self.viewportWidth = viewportWidth
            direction = style.direction
            (contentLeadingInset, contentTrailingInset) = style.contentInsets
            return
        }
        // Buffer pointers, not `items.span`: Array's span properties need
        // iOS 26 / macOS 26, the buffer pointers every OS in Package.swift.
        // Not zeroed first: the layout writes every frame before it reads
        // any (a frame is two Doubles, so a write needs nothing before it),
        // and a failed layout keeps none.
        frames = [ItemFrame](unsafeUninitializedCapacity: items.count) { buffer, count in
            do throws(InputError) {
                size = try items.withUnsafeBufferPointer {
                    (items: UnsafeBufferPointer<ItemMetrics>) throws(InputError) in
                    try Self.layOut(items, style: style, viewportWidth: viewportWidth, into: buffer)
                }
                count = items.count
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        contentWidth = size.contentWidth
        scrolls = size.scrolls
        self.viewportWidth = viewportWidth
        direction = style.direction
        (contentLeadingInset, contentTrailingInset) = style.contentInsets
    }

    /// Lays out `items` straight into `frames` (one per item, in item
    /// order), with no array of its own (`.fill` sorts a copy of the
    /// widths): the layout `init(items:style:viewportWidth:)` makes, for a
    /// caller that owns the frames' memory (the C export writes into its
    /// caller's buffer).
    /// - Returns: the content width and whether the strip scrolls.
    /// - Throws: as `init(items:style:viewportWidth:)`; `.outOfRange` when
    ///   `frames` and `items` differ in length. `frames` is unspecified then.
    /// - Complexity: O(n), O(n log n) for `.fill`; one pass over the items
    ///   when the strip scrolls.
    public static func layOut(
        _ items: Span<ItemMetrics>, style: StripStyle, viewportWidth: Double,
        into frames: inout MutableSpan<ItemFrame>
    ) throws(InputError) -> (contentWidth: Double, scrolls: Bool) {
        try items.withUnsafeBufferPointer { (items: UnsafeBufferPointer<ItemMetrics>) throws(InputError) in
            try frames.withUnsafeMutableBufferPointer {
                (frames: UnsafeMutableBufferPointer<ItemFrame>) throws(InputError) in
                try layOut(items, style: style, viewportWidth: viewportWidth, into: frames)
            }
        }
    }

    /// The layout of `layOut(_:style:viewportWidth:into:)` on buffer
    /// pointers (`frames` is written, not reassigned): what the initialiser
    /// and the C export call, with no `Span` to make. Every frame is written
    /// before any is read, so `frames` may be memory not yet initialised
    /// (the initialiser's new array).
    /// - Complexity: O(n), O(n log n) for `.fill`.
    package static func layOut(
        _ items: UnsafeBufferPointer<ItemMetrics>, style: StripStyle, viewportWidth: Double,
        into frames: UnsafeMutableBufferPointer<ItemFrame>
    ) throws(InputError) -> (contentWidth: Double, scrolls: Bool) {
        try requireNonNegative(viewportWidth, "viewportWidth")
        try style.validate(itemCount: items.count)
        guard frames.count == items.count else { throw .outOfRange }
        var style = style
        if style.maxItemWidthMargin > 0 {
            // Material's maximum from the screen: the viewport less the margin.
            style.maxItemWidth = min(
                style.maxItemWidth ?? .infinity, max(0, viewportWidth - style.maxItemWidthMargin))
        }
        let n = items.count
        let gaps = Double(max(n - 1, 0))

        // One pass: check the items, write each width, add them up, and lay
        // the frames out packed from the leading inset, as a scrolling strip
        // is. Overflow is noted here and refused below (after every item was
        // checked, as the checks come first).
        var sum = 0.0
        var x = style.leadingInset
        var finite = true
        let uniform: Double?
        switch style.widthMode {
        case .fixed:
            uniform = style.itemWidth
        case .equal:
            let available = viewportWidth - style.leadingInset - style.trailingInset - gaps * style.spacing
            uniform = n > 0 ? style.clampedItemWidth(max(0, available) / Double(n)) : 0
        case .visibleCount:
            let k = style.visibleCount
            // (k − 1) spacings between the k visible items, not n − 1.
            let share = viewportWidth - style.leadingInset - style.trailingInset - (k - 1) * style.spacing
            uniform = style.clampedItemWidth(max(0, share) / k)
        case .widest:
            // TabLayout's MODE_FIXED + gravity center: the widest tab's width
            // for all while the row fits inside the gutters, else fill.
            var widest = 0.0
            for i in 0..<n {
                let item = items[i]
                if !item.isValid { try item.validate(asItem: i) }
                widest = max(widest, intrinsicWidth(of: item, at: i, style: style))
            }
            let row = style.leadingInset + Double(n) * widest + gaps * style.spacing + style.trailingInset
            let available = viewportWidth - style.leadingInset - style.trailingInset - gaps * style.spacing
            if row <= viewportWidth - 2 * style.widestGutter {
                uniform = widest
            } else {
                uniform = n > 0 ? style.clampedItemWidth(max(0, available) / Double(n)) : 0
            }
        case .intrinsic, .fill:
            uniform = nil
        }
        let gap = style.spacing
        if style.widthMode == .intrinsic && style.selectedWidthMode == .reserve {
            // The common case, with the style's choices taken out of the
            // loop: the same arithmetic as `intrinsicWidth` (a max width of
            // 0 clamps to +∞, which is no clamp).
            let padding = style.totalItemPadding
            let lower = style.minItemWidth
            let upper = style.maxItemWidth ?? .infinity
            if lower <= 0 && upper == .infinity {
                // No clamp: the plain loop a C programmer writes, after a
                // check with no exit (so neither loop has a branch) that
                // every width is +0 or more and finite. When it says no (a
                // sign bit, −0 too, or a total past 1e308), the exact check
                // names the first bad item, and items that pass it (−0, or
                // valid widths whose total overflows) take the second loop,
                // the first without its `.magnitude`. No frame is written
                // before the items pass (the bad-input matrix checks that a
                // failed call leaves every output as it was).
                if Self.noSignAndFinite(items) {
                    pack(items, into: frames, from: &x, gap: gap, sum: &sum) { item, _ in
                        let a = item.contentWidth, b = item.selectedContentWidth
                        let c = item.subtitleWidth, d = item.selectedSubtitleWidth
                        // Every width's sign bit is clear here, so
                        // `.magnitude` changes no bit; it keeps LLVM's SLP
                        // vectorizer from pairing the two maxima into one
                        // `maxpd` with four shuffles around it (9
                        // instructions where two `maxsd` reading memory are
                        // 5, as in C).
                        return (a > b ? a : b) + (c > d ? c : d).magnitude + padding
                    }
                } else {
                    for i in 0..<n where !items[i].isValid { try items[i].validate(asItem: i) }
                    pack(items, into: frames, from: &x, gap: gap, sum: &sum) { item, _ in
                        let a = item.contentWidth, b = item.selectedContentWidth
                        let c = item.subtitleWidth, d = item.selectedSubtitleWidth
                        return (a > b ? a : b) + (c > d ? c : d) + padding
                    }
                }
            } else {
                try pack(items, into: frames, from: &x, gap: gap, sum: &sum) { (item, i) throws(InputError) in
                    if !item.isValid { try item.validate(asItem: i) }
                    return min(max(item.reservedWidth + padding, lower), upper)
                }
            }
        } else {
            try pack(items, into: frames, from: &x, gap: gap, sum: &sum) { (item, i) throws(InputError) in
                if !item.isValid { try item.validate(asItem: i) }
                return uniform ?? intrinsicWidth(of: item, at: i, style: style)
            }
        }
        // Widths and spacing are ≥ 0, so x never decreases: the last frame is
        // finite exactly when every frame is.
        if n > 0 { finite = frames[n - 1].x.isFinite && frames[n - 1].width.isFinite }
        if style.widthMode == .fill {
            let available = viewportWidth - style.leadingInset - style.trailingInset - gaps * style.spacing
            var widths = [Double]()
            widths.reserveCapacity(n)
            for i in 0..<n { widths.append(frames[i].width) }
            widths = waterFilled(widths, into: available, style: style)
            sum = 0
            for i in 0..<n {
                frames[i].width = widths[i]
                sum += widths[i]
            }
        }

        let packed = style.leadingInset + sum + gaps * style.spacing + style.trailingInset
        let tolerance = 1e-9 * max(1, viewportWidth)
        // An empty strip has nothing to scroll, whatever its insets.
        let scrolls = n > 0 && packed > viewportWidth + tolerance
        var contentWidth = scrolls ? packed : viewportWidth
        // Finite input can still overflow (widths near 1e308); such a layout
        // is refused rather than returned with infinities in it.
        guard contentWidth.isFinite else { throw .overflow }
        if !scrolls || style.widthMode == .fill {
            finite = try place(frames, style: style, viewportWidth: viewportWidth, scrolls: scrolls)
        }
        guard finite else { throw .overflow }
        if scrolls, n > 0 {
            // The same summation as the frames, so no frame ends past the
            // content by a rounding error.
            contentWidth = max(contentWidth, frames[n - 1].maxX + style.trailingInset)
            guard contentWidth.isFinite else { throw .overflow }
        }
        if style.direction == .rightToLeft {
            // Mirror each right edge. Right edges never decrease, so the
            // mirrored frames stay ordered; the clamp removes -1e-14 slivers
            // without breaking that order.
            for i in 0..<n {
                frames[i].x = max(0, contentWidth - frames[i].maxX)
                guard frames[i].x.isFinite else { throw .overflow }
            }
        }
        return (contentWidth, scrolls)
    }

    /// Packs the frames from `x`, `gap` apart, in item order: item `i` is
    /// `width(items[i], i)` wide (which may throw, for an item it checks: no
    /// frame is written from that item on); `x` ends past the last gap and
    /// `sum` adds the widths up. Inlined, so each width mode's loop is the
    /// one a C programmer writes.
    /// - Complexity: O(n).
    @inline(__always)
    private static func pack<Failure: Error>(
        _ items: UnsafeBufferPointer<ItemMetrics>, into frames: UnsafeMutableBufferPointer<ItemFrame>,
        from x: inout Double, gap: Double, sum: inout Double,
        _ width: (ItemMetrics, Int) throws(Failure) -> Double
    ) throws(Failure) {
        for i in 0..<items.count {
            let width = try width(items[i], i)
            sum += width
            frames[i] = ItemFrame(x: x, width: width)
            x += width + gap
        }
    }

    /// Whether no width of any item has its sign bit set (−0 included)
    /// and their total is finite, so every width is finite and +0 or more
    /// (NaN and +∞ make the total NaN or +∞; so do valid widths whose total
    /// passes 1e308): a test with no exit, which the exact one follows when
    /// it says no. Two lanes an operation (an item's four doubles are two
    /// loads), four items a turn into eight accumulators, so the loop is
    /// loads, `orpd` and `addpd` (7 instructions an item).
    private static func noSignAndFinite(_ items: UnsafeBufferPointer<ItemMetrics>) -> Bool {
        var s0 = SIMD2<UInt64>(), s1 = SIMD2<UInt64>(), s2 = SIMD2<UInt64>(), s3 = SIMD2<UInt64>()
        var t0 = SIMD2<Double>(), t1 = SIMD2<Double>(), t2 = SIMD2<Double>(), t3 = SIMD2<Double>()
        @inline(__always) func note(_ p: ItemMetrics, _ q: ItemMetrics) {
            s0 |= SIMD2(p.contentWidth.bitPattern, p.selectedContentWidth.bitPattern)
            s1 |= SIMD2(p.subtitleWidth.bitPattern, p.selectedSubtitleWidth.bitPattern)
            s2 |= SIMD2(q.contentWidth.bitPattern, q.selectedContentWidth.bitPattern)
            s3 |= SIMD2(q.subtitleWidth.bitPattern, q.selectedSubtitleWidth.bitPattern)
            t0 += SIMD2(p.contentWidth, p.selectedContentWidth)
            t1 += SIMD2(p.subtitleWidth, p.selectedSubtitleWidth)
            t2 += SIMD2(q.contentWidth, q.selectedContentWidth)
            t3 += SIMD2(q.subtitleWidth, q.selectedSubtitleWidth)
        }
        let n = items.count
        var i = 0
        while i &+ 3 < n {
            note(items[i], items[i &+ 1])
            note(items[i &+ 2], items[i &+ 3])
            i &+= 4
        }
        while i < n {
            note(items[i], ItemMetrics(contentWidth: 0))
            i &+= 1
        }
        let signs = (s0 | s1) | (s2 | s3)
        let total = (t0 + t1) + (t2 + t3)
        return (signs[0] | signs[1]) >> 63 == 0 && (total[0] + total[1]).isFinite
    }

    /// Places frames whose widths are set: packed from the leading inset
    /// when the strip scrolls, else as `style.fitPolicy` spends the spare
    /// width (which may change the widths). Returns whether every x and
    /// width is finite.
    private static func place(
        _ frames: UnsafeMutableBufferPointer<ItemFrame>, style: StripStyle, viewportWidth: Double,
        scrolls: Bool
    ) throws(InputError) -> Bool {
        let n = frames.count
        var start = style.leadingInset
        var gap = style.spacing
        if !scrolls && n > 0 {
            var sum = 0.0
            for i in 0..<n { sum += frames[i].width }
            let packed = style.leadingInset + sum + Double(n - 1) * style.spacing + style.trailingInset
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
                for i in 0..<n { frames[i].width += spare / count }
            case .equalWhenFits:
                // seed 001: the fitting strip is W/n per item, edge to edge.
                start = 0
                gap = 0
                for i in 0..<n { frames[i].width = viewportWidth / count }
            }
        }
        var x = start
        for i in 0..<n {
            let width = frames[i].width
            guard x.isFinite, width.isFinite else { return false }
            frames[i].x = x
            x += width + gap
        }
        return true
    }

    /// Content + both paddings, clamped; the content depends on the selected
    /// width mode.
    @inline(__always)
    static func intrinsicWidth(of item: ItemMetrics, at i: Int, style: StripStyle) -> Double {
        let content: Double
        switch style.selectedWidthMode {
        case .reserve:
            content = item.reservedWidth
        case .selectedOnly:
            content = i == style.selectedIndex ? item.selectedWidth : item.normalWidth
        }
        return style.clampedItemWidth(content + style.totalItemPadding)
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
        for width in widths.stablySorted(by: { ordered($0, $1, as: Double.self, by: >) }) {
            guard sharing > 1, width > remaining / Double(sharing) else { break }
            remaining -= width
            sharing -= 1
        }
        let level = remaining / Double(sharing)
        return widths.map { style.clampedItemWidth(max($0, level)) }
    }
}
