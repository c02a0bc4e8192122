// Embla Carousel's snap rules as pure functions over item frames: the snap
// groups (`SlidesToScroll.ts`), the aligned snaps (`ScrollSnaps.ts`,
// `Alignment.ts`), their containment (`ScrollContain.ts`, `Limit.ts`), the
// items of each snap (`ScrollSnapList.ts`) and a loop's points
// (`SlideLooper.ts`), from davidjerleke/embla-carousel at 25eff504. The
// formulas are Embla's; the code and the coordinates are ours: Embla works
// in translates (content moving left is negative), these return offsets
// (the translate negated).

/// Embla Carousel's snaps, groups and loop points for a row of items.
///
/// Frames are LTR content coordinates along the scroll axis (mirror RTL
/// first): `frames[0].x` is the space before the first item (Embla's start
/// gap), `options.endGap` the space after the last.
public struct ScrollSnaps: Sendable, Hashable {
    /// The items' frames, in order (Embla's own fixtures overlap by a
    /// point; frames that overlap by more can give snaps out of order).
    public let frames: [ItemFrame]
    /// The view's size along the axis, ≥ 0.
    public let viewSize: Double
    /// Embla's options.
    public let options: SnapOptions

    /// Checks and keeps the inputs.
    /// - Throws: `.notFinite` (a frame, the view size, an option),
    ///   `.outOfRange` (a negative width, x or view size; frames out of
    ///   order; an option out of range).
    /// - Complexity: O(n).
    public init(frames: [ItemFrame], viewSize: Double, options: SnapOptions = SnapOptions())
        throws(InputError)
    {
        try requireNonNegative(viewSize, "viewSize")
        try options.validate()
        var start = 0.0
        for (i, frame) in frames.enumerated() {
            do throws(InputError) {
                try requireNonNegative(frame.x, "ItemFrame.x")
                try requireNonNegative(frame.width, "ItemFrame.width")
                try frame.requireFiniteEnd()
                guard frame.x >= start else {
                    throw InputError(
                        .outOfRange, field: "ItemFrame.x",
                        rule: "must be >= the previous frame's x (in order)",
                        value: frame.x)
                }
            } catch {
                throw error.element(i, of: "frames")
            }
            start = frame.x
        }
        self.frames = frames
        self.viewSize = viewSize
        self.options = options
    }

    // MARK: Sizes (SlideSizes.ts)

    /// Whether Embla reads the edge gaps (`loop || containScroll`).
    private var readsEdgeGaps: Bool { options.loops || options.containment != .none }
    private var startGap: Double { readsEdgeGaps ? frames.first?.x ?? 0 : 0 }
    private var endGap: Double { readsEdgeGaps ? options.endGap : 0 }

    /// Item `i`'s size with the gaps: the first counts the start gap, the
    /// last the end gap, the others reach to the next item's start.
    private func sizeWithGaps(_ i: Int) -> Double {
        if i == 0 { return frames[0].width + startGap }
        if i == frames.count - 1 { return frames[i].width + endGap }
        return frames[i + 1].x - frames[i].x
    }

    /// The content size: the last item's start plus its size with gaps
    /// (Engine.ts). With one item that is 2·x + width, as in Embla.
    public var contentSize: Double {
        guard let last = frames.last else { return 0 }
        return last.x + sizeWithGaps(frames.count - 1)
    }

    // MARK: Groups (SlidesToScroll.ts)

    /// The first item of every snap group: group g is items
    /// `firsts[g] ..< firsts[g + 1]` (the last runs to the end), so every
    /// item is in exactly one group. Empty for no items.
    ///
    /// `.count(k)`: groups of k. `.auto`: an item joins the group while the
    /// span from the group's first item's start to its own end is at most
    /// view + pixel tolerance; the first group's span counts the start gap
    /// and the last item's the end gap (not when looping); item 0 never
    /// starts a new group, so an item wider than the view is alone.
    /// - Complexity: O(n).
    public func groupFirsts() -> [Int] {
        let count = frames.count
        guard count > 0 else { return [] }
        switch options.grouping {
        case .count(let size):
            return Array(stride(from: 0, to: count, by: size))
        case .auto:
            var firsts = [0]
            for b in 0..<count {
                let a = firsts[firsts.count - 1]
                let gapA = !options.loops && a == 0 ? startGap : 0
                let gapB = !options.loops && b == count - 1 ? endGap : 0
                let edgeA = -frames[a].x
                let edgeB = -frames[b].maxX
                let chunk = abs(edgeB - gapB - (edgeA + gapA))
                if b > 0 && chunk > viewSize + options.pixelTolerance { firsts.append(b) }
            }
            return firsts
        }
    }

    /// The groups as ranges of items.
    private func groups() -> [Range<Int>] {
        let firsts = groupFirsts()
        return firsts.indices.map { g in
            firsts[g]..<(g + 1 < firsts.count ? firsts[g + 1] : frames.count)
        }
    }

    // MARK: Snaps (ScrollSnaps.ts, ScrollContain.ts, ScrollSnapList.ts)

    /// Embla's aligned snaps, one per group, as translates: the group's
    /// first item's −x plus the alignment's offset of the group's size.
    private func alignedTranslates(_ groups: [Range<Int>]) -> [Double] {
        groups.map { group in
            let size = abs(frames[group.upperBound - 1].maxX - frames[group.lowerBound].x)
            return -frames[group.lowerBound].x + options.alignment.offset(group: size, view: viewSize)
        }
    }

    /// The snaps and each item's snap. With containment (and no loop): the
    /// first snap is 0, the last content − view, the others clamped into
    /// [0, content − view] and moved onto a bound within 1 point of it
    /// (when the tolerance is not 0), rounded to 3 decimals as JavaScript's
    /// `toFixed(3)`; `.trimSnaps` drops the repeats of the end snaps (their
    /// items join the first or last snap left), and content at most view +
    /// tolerance wide has the one snap 0. Otherwise the aligned snaps.
    /// - Complexity: O(n).
    public func snaps() -> SnapList {
        let groups = groups()
        let count = frames.count
        guard !groups.isEmpty else { return SnapList(offsets: [], snapOfItem: []) }
        var groupOfItem = [Int](repeating: 0, count: count)
        for (g, group) in groups.enumerated() { for i in group { groupOfItem[i] = g } }
        let aligned = alignedTranslates(groups)
        guard options.containment != .none && !options.loops else {
            return SnapList(offsets: aligned.map(offset(ofTranslate:)), snapOfItem: groupOfItem)
        }
        let bounded = boundedTranslates(aligned)
        if contentSize <= viewSize + options.pixelTolerance {
            return SnapList(offsets: [0], snapOfItem: [Int](repeating: 0, count: count))
        }
        if options.containment == .keepSnaps {
            return SnapList(offsets: bounded.map(offset(ofTranslate:)), snapOfItem: groupOfItem)
        }
        // Limit(lastIndexOf(first), indexOf(last) + 1): frames in order and
        // apart give non-increasing translates, so the window is never
        // empty; frames overlapping a lot could empty it, where Embla would
        // have no snap, so it keeps one.
        let low = bounded.lastIndex(of: bounded[0]) ?? 0
        let high = (bounded.firstIndex(of: bounded[bounded.count - 1]) ?? bounded.count - 1) + 1
        let kept = Array(bounded[low..<max(high, low + 1)])
        var snapOfItem = [Int](repeating: 0, count: count)
        for i in 0..<count {
            snapOfItem[i] = min(max(groupOfItem[i] - low, 0), kept.count - 1)
        }
        return SnapList(offsets: kept.map(offset(ofTranslate:)), snapOfItem: snapOfItem)
    }

    /// Embla's `snapsBounded`: every aligned translate contained in
    /// [view − content, 0] by the rules of `snaps()`.
    func boundedTranslates(_ aligned: [Double]) -> [Double] {
        Self.bounded(
            aligned, view: viewSize, content: contentSize, tolerance: options.pixelTolerance)
    }

    /// `boundedTranslates` over any aligned translates.
    static func bounded(_ aligned: [Double], view: Double, content: Double, tolerance: Double) -> [Double] {
        aligned.indices.map { g in
            boundedTranslate(
                aligned[g], isFirst: g == 0, isLast: g == aligned.count - 1, view: view, content: content,
                tolerance: tolerance)
        }
    }

    /// One aligned translate contained in [view − content, 0]: the first
    /// is 0, the last view − content, any other clamped and moved onto a
    /// bound within 1 point of it (tolerance ≠ 0), then rounded to 3
    /// decimals (ScrollContain.ts's getSnapsBounded).
    static func boundedTranslate(
        _ aligned: Double, isFirst: Bool, isLast: Bool, view: Double, content: Double, tolerance: Double
    ) -> Double {
        let low = view - content
        let high = 0.0
        // Limit.clamp: below min is min, else above max is max.
        let snap = aligned < low ? low : aligned > high ? high : aligned
        let value: Double
        if isFirst {
            value = high
        } else if isLast {
            value = low
        } else if tolerance != 0 && abs(low - snap) <= 1 {
            value = low
        } else if tolerance != 0 && abs(high - snap) <= 1 {
            value = high
        } else {
            value = snap
        }
        return roundedToThousandths(value)
    }

    /// An offset for an Embla translate (without a negative zero).
    private func offset(ofTranslate translate: Double) -> Double { 0 - translate }

    // MARK: Loop points (SlideLooper.ts)

    /// Embla's loop points, the loop assumed (`options.loops` is ignored):
    /// the start edge's items, from the last backwards while they fill the
    /// space before the first aligned snap, each shifted by −content below
    /// the offset x + width − 0.5 − content (Embla's start bound, 0.5 its
    /// rounding safety); then the end edge's, from the first forwards while
    /// they fill view − first snap − 1, each shifted by +content at or above
    /// the offset x − view + 0.5 + content (its end bound). Drawing every
    /// item at x + its shift fills the view with no gap when `canLoop` is
    /// true.
    /// - Complexity: O(n).
    public func loopPoints() -> LoopPoints {
        var looping = options
        looping.loops = true
        guard !frames.isEmpty,
            let snaps = try? ScrollSnaps(frames: frames, viewSize: viewSize, options: looping)
        else { return LoopPoints(points: [], canLoop: true) }
        return snaps.loopPointsOfLoop()
    }

    private func loopPointsOfLoop() -> LoopPoints {
        let count = frames.count
        let content = contentSize
        let firstSnap = alignedTranslates(groups())[0]
        let roundingSafety = 0.5
        /// The items, in `order`, taken while the gap left after the ones
        /// taken is > 0 (getSlidesThatFitGap).
        func itemsFitting(_ order: some Sequence<Int>, gap: Double) -> [Int] {
            var taken: [Int] = []
            var remaining = gap
            for i in order {
                guard remaining > 0 else { break }
                taken.append(i)
                remaining -= sizeWithGaps(i)
            }
            return taken
        }
        var points: [LoopPoint] = []
        for i in itemsFitting((0..<count).reversed(), gap: firstSnap) {
            let bound = -frames[i].x - frames[i].width + roundingSafety + content
            points.append(
                LoopPoint(index: i, edge: .start, offset: 0 - bound, shiftBefore: -content, shiftAfter: 0))
        }
        for i in itemsFitting(0..<count, gap: viewSize - firstSnap - 1) {
            let bound = -frames[i].x + viewSize - roundingSafety - content
            points.append(
                LoopPoint(index: i, edge: .end, offset: 0 - bound, shiftBefore: 0, shiftAfter: content))
        }
        var total = 0.0
        for i in 0..<count { total += sizeWithGaps(i) }
        let canLoop = points.allSatisfy { point in viewSize - (total - sizeWithGaps(point.index)) <= 0.1 }
        return LoopPoints(points: points, canLoop: canLoop)
    }

    /// Every item's x shift when the loop is at `offset` (0, −content or
    /// +content). An item with two points (only when `canLoop` is false)
    /// takes its end point's shift when that is not 0.
    /// - Complexity: O(n).
    public func loopShifts(at offset: Double) -> [Double] {
        var shifts = [Double](repeating: 0, count: frames.count)
        for point in loopPoints().points {
            let shift = point.shift(at: offset)
            if point.edge == .start || shift != 0 { shifts[point.index] = shift }
        }
        return shifts
    }
}

/// `value` rounded to 3 decimals as JavaScript's `parseFloat(value.toFixed(3))`:
/// the exact decimal value is rounded, a tie away from zero.
func roundedToThousandths(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e18 else { return value }
    let magnitude = abs(value)
    let scaled = magnitude * 1000
    // The product's rounding error, exactly: the true product is scaled + error.
    let error = (-scaled).addingProduct(magnitude, 1000)
    var whole = scaled.rounded(.down)
    if (scaled - whole) + error >= 0.5 { whole += 1 }
    let rounded = whole / 1000
    return value < 0 ? -rounded : rounded
}
