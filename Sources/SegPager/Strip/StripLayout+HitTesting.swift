/// Hit testing and visibility over laid-out frames, in O(log n).
///
/// These work on any random-access collection of frames made by
/// `StripLayout` (in either direction: the order is read from the first and
/// last frame), so the C layer can search a caller's buffer without copying.
public enum StripHitTesting {
    /// The item under strip content `x`, or nil.
    ///
    /// A frame is half-open, `[x, x + width)`. A point in the spacing between
    /// two items belongs to the nearer one (the exact middle to the later one in
    /// visual order), so the strip has no dead gaps; a
    /// point before the first or after the last item (in an inset) hits
    /// nothing.
    ///
    /// - Throws: `.notFinite` when `x` or a frame value the search reads is
    ///   not finite. Unordered frames give an unspecified index, never a trap.
    /// - Complexity: O(log n).
    public static func item<Frames: RandomAccessCollection>(
        at x: Double, in frames: Frames
    ) throws(InputError) -> Int? where Frames.Element == ItemFrame, Frames.Index == Int {
        try requireFinite(x, "x")
        let visual = try VisualOrder(frames)
        guard visual.count > 0 else { return nil }
        // The last item (in visual order) whose left edge is at or before x.
        var low = 0
        var high = visual.count
        while low < high {
            let mid = low + (high - low) / 2
            if try visual.frame(mid).x <= x { low = mid + 1 } else { high = mid }
        }
        let k = low - 1
        guard k >= 0 else { return nil }
        let frame = try visual.frame(k)
        if x < frame.maxX { return visual.itemIndex(k) }
        guard k + 1 < visual.count else { return nil }
        let next = try visual.frame(k + 1)
        let middleOfGap = (frame.maxX + next.x) / 2
        return visual.itemIndex(x < middleOfGap ? k : k + 1)
    }

    /// The item indices visible in the viewport `(offset, offset + width)`:
    /// every item whose closed frame meets that open interval. Nil when none
    /// is (including a zero-width viewport).
    ///
    /// - Throws: `.notFinite` for a non-finite argument or frame value read,
    ///   `.outOfRange` for a negative viewport width.
    /// - Complexity: O(log n).
    public static func visibleItems<Frames: RandomAccessCollection>(
        in frames: Frames, stripOffset: Double, viewportWidth: Double
    ) throws(InputError) -> ClosedRange<Int>? where Frames.Element == ItemFrame, Frames.Index == Int {
        try requireFinite(stripOffset, "stripOffset")
        try requireNonNegative(viewportWidth, "viewportWidth")
        let visual = try VisualOrder(frames)
        let end = stripOffset + viewportWidth
        guard visual.count > 0, viewportWidth > 0, end.isFinite else { return nil }
        // First (visual) item whose right edge is past the offset.
        var low = 0
        var high = visual.count
        while low < high {
            let mid = low + (high - low) / 2
            if try visual.frame(mid).maxX > stripOffset { high = mid } else { low = mid + 1 }
        }
        let first = low
        // One past the last (visual) item whose left edge is before the end.
        high = visual.count
        while low < high {
            let mid = low + (high - low) / 2
            if try visual.frame(mid).x < end { low = mid + 1 } else { high = mid }
        }
        let last = low - 1
        guard first <= last else { return nil }
        let a = visual.itemIndex(first)
        let b = visual.itemIndex(last)
        return min(a, b)...max(a, b)
    }
}

/// Frames seen left to right, whatever the direction they were laid out in.
private struct VisualOrder<Frames: RandomAccessCollection>
where Frames.Element == ItemFrame, Frames.Index == Int {
    let frames: Frames
    let reversed: Bool

    init(_ frames: Frames) throws(InputError) {
        self.frames = frames
        if let first = frames.first, let last = frames.last {
            try Self.check(first, at: 0)
            try Self.check(last, at: frames.count - 1)
            reversed = first.x > last.x
        } else {
            reversed = false
        }
    }

    var count: Int { frames.count }

    func itemIndex(_ k: Int) -> Int { reversed ? count - 1 - k : k }

    func frame(_ k: Int) throws(InputError) -> ItemFrame {
        let i = itemIndex(k)
        let frame = frames[frames.startIndex + i]
        try Self.check(frame, at: i)
        return frame
    }

    /// Frame `i` is finite, its end too; the error names it (`frames[2].x`).
    @inline(__always)
    static func check(_ frame: ItemFrame, at i: Int) throws(InputError) {
        do throws(InputError) {
            try requireFinite(frame.x, "ItemFrame.x")
            try requireFinite(frame.width, "ItemFrame.width")
            try frame.requireFiniteEnd()
        } catch {
            throw error.element(i, of: "frames")
        }
    }
}
