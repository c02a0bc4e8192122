/// A laid-out strip as the per-position functions read it: frames, the
/// metrics they came from, and the strip's sizes.
///
/// Generic over the collections so the C layer can hand in a caller's
/// buffers without copying. Per-position functions read O(1) frames (the
/// two around the position) or O(log n) (visible ranges), never all of them.
public struct StripGeometry<Frames: RandomAccessCollection, Items: RandomAccessCollection>
where Frames.Element == ItemFrame, Frames.Index == Int, Items.Element == ItemMetrics, Items.Index == Int {
    /// One frame per item, from `StripLayout`.
    public var frames: Frames
    /// The metrics the layout used; empty means "content = the frame".
    public var items: Items
    /// The strip's content width in points (insets included), from `StripLayout`.
    public var contentWidth: Double
    /// The strip's visible width in points.
    public var viewportWidth: Double
    /// The items' height, for the indicator's vertical placement.
    public var height: Double
    /// Which end item 0 is at.
    public var direction: Direction
    /// Whether the items wrap (item n − 1 is followed by item 0). The strip
    /// then repeats every `period` (its content width): item `v` for any
    /// integer `v` is item `v mod n` moved by `⌊v / n⌋` periods (mirrored in
    /// RTL), so the indicator crosses the seam continuously.
    public var loops: Bool
    /// How far each item's content sits in from its leading edge
    /// (`StripLayout.contentLeadingInset`); with `contentTrailingInset` it
    /// places the content (centred between them), and so the titles and a
    /// content-aligned indicator. 0 by default.
    public var contentLeadingInset: Double = 0
    /// The content's inset from each item's trailing edge.
    public var contentTrailingInset: Double = 0

    /// A geometry over a layout's frames and metrics (`items` may be empty);
    /// checked by `validate()` and as frames are read, not here.
    public init(
        frames: Frames, items: Items, contentWidth: Double, viewportWidth: Double,
        height: Double, direction: Direction, loops: Bool = false,
        contentLeadingInset: Double = 0, contentTrailingInset: Double = 0
    ) {
        self.frames = frames
        self.items = items
        self.contentWidth = contentWidth
        self.viewportWidth = viewportWidth
        self.height = height
        self.direction = direction
        self.loops = loops
        self.contentLeadingInset = contentLeadingInset
        self.contentTrailingInset = contentTrailingInset
    }

    /// The number of items: one per frame.
    public var count: Int { frames.count }

    /// Checks the sizes (not the frames: those are checked as they are read).
    /// - Throws: `.notFinite`, `.outOfRange` (negative sizes, or metrics whose
    ///   count is neither 0 nor the frames').
    public func validate() throws(InputError) {
        try requireNonNegative(contentWidth, "StripGeometry.contentWidth")
        try requireNonNegative(viewportWidth, "StripGeometry.viewportWidth")
        try requireNonNegative(height, "StripGeometry.height")
        try requireNonNegative(contentLeadingInset, "StripGeometry.contentLeadingInset")
        try requireNonNegative(contentTrailingInset, "StripGeometry.contentTrailingInset")
        guard items.isEmpty || items.count == frames.count else {
            throw InputError(
                .outOfRange, field: "StripGeometry.items", rule: "must be empty or one per frame",
                integer: items.count)
        }
    }

    /// Item `i`'s frame, checked finite; when the strip loops, any integer
    /// names a virtual item (see `loops`).
    func frame(_ i: Int) throws(InputError) -> ItemFrame {
        var frame = frames[frames.startIndex + real(i)]
        if loops && !(0..<count).contains(i) {
            let laps = Double((i - real(i)) / count)
            frame.x += laps * contentWidth * (direction == .leftToRight ? 1 : -1)
        }
        do throws(InputError) {
            try requireFinite(frame.x, "ItemFrame.x")
            try requireFinite(frame.width, "ItemFrame.width")
        } catch {
            throw error.element(real(i), of: "frames")
        }
        return frame
    }

    /// The real item a (virtual) index names: `i mod n` when looping.
    func real(_ i: Int) -> Int {
        guard loops, count > 0 else { return i }
        return i.wrapped(into: count)
    }

    /// Item `i`'s metrics, or nil when the strip has none; checked.
    func metrics(_ i: Int) throws(InputError) -> ItemMetrics? {
        guard !items.isEmpty else { return nil }
        let item = items[items.startIndex + real(i)]
        try item.validate()
        return item
    }

    /// The position split into the two (virtual, when looping) items it lies between.
    func span(_ p: Double) -> PositionSpan {
        loops ? PositionSpan(looping: p) : PositionSpan(p, count: count)
    }

    /// Whether the content is wider than the viewport (the strip can scroll).
    var scrolls: Bool { contentWidth > viewportWidth + 1e-9 * max(1, viewportWidth) }

    /// The largest strip offset that does not overscroll.
    var maxOffset: Double { max(0, contentWidth - viewportWidth) }

    /// The x the content of an item with this frame is centred on: midway
    /// between its content insets (the left one is the trailing inset in
    /// right-to-left).
    @inline(__always)
    func contentCenter(of frame: ItemFrame) -> Double {
        let difference = contentLeadingInset - contentTrailingInset
        return frame.midX + (direction == .leftToRight ? difference : -difference) / 2
    }
}

extension StripGeometry where Frames == [ItemFrame], Items == [ItemMetrics] {
    /// The geometry of a layout, with the metrics it was made from.
    public init(layout: StripLayout, items: [ItemMetrics], height: Double, loops: Bool = false) {
        self.init(
            frames: layout.frames, items: items, contentWidth: layout.contentWidth,
            viewportWidth: layout.viewportWidth, height: height, direction: layout.direction, loops: loops,
            contentLeadingInset: layout.contentLeadingInset, contentTrailingInset: layout.contentTrailingInset
        )
    }
}

/// The position split into the two items it lies between.
struct PositionSpan {
    /// The lower item, `floor(p)` clamped to the items.
    let lower: Int
    /// The upper item, `lower + 1` clamped.
    let upper: Int
    /// The fraction from lower to upper, in [0, 1].
    let fraction: Double
    /// How far p lies before item 0 (negative) or after the last item (positive); 0 inside.
    let overscroll: Double

    /// For a looping strip: no clamping and no overscroll; `p` must be a
    /// position the pager keeps near its items (|p| < `PageGeometry.largestIndex`).
    init(looping p: Double) {
        let s = PageGeometry.snappedPosition(p)
        let base = s.rounded(.down)
        lower = Int(base)
        upper = lower + 1
        fraction = s - base
        overscroll = 0
    }

    init(_ p: Double, count: Int) {
        let last = Double(count - 1)
        let clamped = min(max(PageGeometry.snappedPosition(p), 0), last)
        overscroll = p < 0 ? p : (p > last ? p - last : 0)
        let base = clamped.rounded(.down)
        lower = Int(base)
        upper = min(lower + 1, count - 1)
        fraction = upper == lower ? 0 : clamped - base
    }
}

/// The selected index the caller passed (checked, whether or not the caller
/// then needs it), or the nearest item to `p`; 0 for an empty strip.
func resolvedSelection(_ selectedIndex: Int?, p: Double, count: Int) throws(InputError) -> Int {
    if let selectedIndex {
        guard (0..<count).contains(selectedIndex) else {
            throw InputError(
                .indexOutOfRange, field: "selectedIndex", rule: "must be an item's index",
                integer: selectedIndex,
                validIndices: 0..<count)
        }
        return selectedIndex
    }
    return try CommitRule.nearest.selectedIndex(at: p, pageCount: count) ?? 0
}

extension StripGeometry: Sendable where Frames: Sendable, Items: Sendable {}
extension StripGeometry: Equatable where Frames: Equatable, Items: Equatable {}
extension StripGeometry: Hashable where Frames: Hashable, Items: Hashable {}
