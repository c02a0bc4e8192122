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
    public var contentWidth: Double
    public var viewportWidth: Double
    /// The items' height, for the indicator's vertical placement.
    public var height: Double
    public var direction: LayoutDirection

    public init(
        frames: Frames, items: Items, contentWidth: Double, viewportWidth: Double,
        height: Double, direction: LayoutDirection
    ) {
        self.frames = frames
        self.items = items
        self.contentWidth = contentWidth
        self.viewportWidth = viewportWidth
        self.height = height
        self.direction = direction
    }

    public var count: Int { frames.count }

    /// Checks the sizes (not the frames: those are checked as they are read).
    /// - Throws: `.notFinite`, `.outOfRange` (negative sizes, or metrics whose
    ///   count is neither 0 nor the frames').
    public func validate() throws(InputError) {
        try requireNonNegative(contentWidth, viewportWidth, height)
        guard items.isEmpty || items.count == frames.count else { throw .outOfRange }
    }

    /// Item `i`'s frame, checked finite.
    func frame(_ i: Int) throws(InputError) -> ItemFrame {
        let frame = frames[frames.startIndex + i]
        try requireFinite(frame.x, frame.width)
        return frame
    }

    /// Item `i`'s metrics, or nil when the strip has none; checked.
    func metrics(_ i: Int) throws(InputError) -> ItemMetrics? {
        guard !items.isEmpty else { return nil }
        let item = items[items.startIndex + i]
        try item.validate()
        return item
    }

    /// Whether the content is wider than the viewport (the strip can scroll).
    var scrolls: Bool { contentWidth > viewportWidth + 1e-9 * max(1, viewportWidth) }

    /// The largest strip offset that does not overscroll.
    var maxOffset: Double { max(0, contentWidth - viewportWidth) }
}

extension StripGeometry where Frames == [ItemFrame], Items == [ItemMetrics] {
    /// The geometry of a layout, with the metrics it was made from.
    public init(layout: StripLayout, items: [ItemMetrics], height: Double) {
        self.init(
            frames: layout.frames, items: items, contentWidth: layout.contentWidth,
            viewportWidth: layout.viewportWidth, height: height, direction: layout.direction)
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

    init(_ p: Double, count: Int) {
        let last = Double(count - 1)
        let clamped = min(max(snappedPosition(p), 0), last)
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
        guard (0..<count).contains(selectedIndex) else { throw .indexOutOfRange }
        return selectedIndex
    }
    return try SegPager.selectedIndex(at: p, pageCount: count, rule: .nearest) ?? 0
}

extension StripGeometry: Sendable where Frames: Sendable, Items: Sendable {}
