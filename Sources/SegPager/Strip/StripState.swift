/// Everything a strip needs to draw one frame at a position: the strip
/// offset, the indicator, and the appearance of the items visible at that
/// offset.
public struct StripState: Sendable, Hashable {
    /// The strip's content offset in points: the content x at the viewport's
    /// left edge (both directions).
    public var stripOffset: Double
    /// The indicator's rect and opacity in strip content coordinates.
    public var indicator: Indicator
    /// The first visible item's index (nil when none is).
    public var firstVisibleItem: Int?
    /// The appearance of the visible items, from `firstVisibleItem` on.
    public var appearances: [ItemAppearance]

    /// A state with every field given; nothing is validated.
    public init(
        stripOffset: Double, indicator: Indicator, firstVisibleItem: Int?, appearances: [ItemAppearance]
    ) {
        self.stripOffset = stripOffset
        self.indicator = indicator
        self.firstVisibleItem = firstVisibleItem
        self.appearances = appearances
    }
}

extension StripGeometry {
    /// The visible items at a strip offset, as a half-open range (empty when
    /// none). When the strip loops the range holds virtual indices (see
    /// `loops`) and may cover an item twice if the viewport is wider than the
    /// strip.
    public func visibleItems(atStripOffset offset: Double) throws(InputError) -> Range<Int> {
        guard loops, count > 0, contentWidth > 0 else {
            let range = try StripHitTesting.visibleItems(
                in: frames, stripOffset: offset, viewportWidth: viewportWidth)
            return range.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0
        }
        // Copy k of the strip sits k periods along (to the left in RTL).
        let sign: Double = direction == .leftToRight ? 1 : -1
        let a = sign > 0 ? offset / contentWidth : -(offset + viewportWidth) / contentWidth
        let b = sign > 0 ? (offset + viewportWidth) / contentWidth : -offset / contentWidth
        guard a.isFinite, b.isFinite, copiesFit(atStripOffset: offset) else { throw .overflow }
        var low: Int?
        var high: Int?
        // At most 64 copies (a strip far narrower than its viewport).
        let first = Int(a.rounded(.down)) - 1
        for k in first...max(first, min(Int(b.rounded(.down)) + 1, first + 64)) {
            let shifted = offset - sign * Double(k) * contentWidth
            guard
                let range = try StripHitTesting.visibleItems(
                    in: frames, stripOffset: shifted, viewportWidth: viewportWidth)
            else { continue }
            low = min(low ?? Int.max, k * count + range.lowerBound)
            high = max(high ?? Int.min, k * count + range.upperBound)
        }
        guard let low, let high else { return 0..<0 }
        return low..<(high + 1)
    }

    /// Whether every virtual item a looping strip shows at `offset` is an
    /// Int within `PageGeometry.largestIndex`: copy k's items are
    /// k × count + i, and k reaches (|offset| + viewport) / contentWidth
    /// (2^30 periods of one item on a 32-bit build). False for NaN.
    func copiesFit(atStripOffset offset: Double) -> Bool {
        guard contentWidth > 0 else { return true }
        let periods = 2 * (abs(offset) + viewportWidth) / contentWidth
        return (periods + 2) * Double(count) < PageGeometry.largestIndex
    }

    /// A looping strip's box at `x`, `width` wide, as the copy a viewport at
    /// `offset` shows: `x` itself while any of it is on screen (so an
    /// indicator that moves never jumps where it is seen), else moved by
    /// whole periods to the copy whose centre is nearest the viewport's.
    /// A strip scrolled on its own (dragged, flung) a period or more away
    /// from its policy keeps its indicator under the selected tab's copy
    /// on screen.
    func onScreenCopy(ofX x: Double, width: Double, atStripOffset offset: Double) -> Double {
        guard contentWidth > 0, x + width <= offset || x >= offset + viewportWidth else { return x }
        let periods = ((offset + viewportWidth / 2 - (x + width / 2)) / contentWidth).rounded()
        let moved = x + periods * contentWidth
        return moved.isFinite ? moved : x
    }

    /// A looping strip's `offset` moved by whole periods to within half a
    /// period of `anchor`, when its copies would not fit (`copiesFit`);
    /// `anchor` itself for an offset that is not finite. Any other offset,
    /// and every offset of a strip that does not loop, is returned as it
    /// is, so a strip dragged absurdly far (its own motion keeps
    /// its far offsets) still draws, and a frame that could be computed
    /// before is unchanged.
    func inReach(_ offset: Double, near anchor: Double) -> Double {
        guard loops, !copiesFit(atStripOffset: offset) else { return offset }
        let wrapped = anchor + (offset - anchor).remainder(dividingBy: contentWidth)
        return wrapped.isFinite ? wrapped : anchor
    }

    /// The strip offset, indicator and visible items' appearance at `p`, in
    /// one call (each style the default unless given).
    /// - Throws: as `stripOffset`, `indicator` and `appearances`.
    /// - Complexity: O(log n + visible items).
    public func state(
        at p: Double, indicatorStyle: IndicatorStyle = IndicatorStyle(),
        appearanceStyle: AppearanceStyle = AppearanceStyle(),
        offsetStyle: StripOffsetStyle = StripOffsetStyle(),
        selectedIndex: Int? = nil, currentOffset: Double = 0
    ) throws(InputError) -> StripState {
        let offset = try stripOffset(
            at: p, style: offsetStyle, selectedIndex: selectedIndex, currentOffset: currentOffset)
        let indicator = try indicator(at: p, style: indicatorStyle, selectedIndex: selectedIndex)
        let visible = try visibleItems(atStripOffset: offset)
        let looks = try appearances(of: visible, at: p, style: appearanceStyle, selectedIndex: selectedIndex)
        return StripState(
            stripOffset: offset, indicator: indicator,
            firstVisibleItem: visible.isEmpty ? nil : visible.lowerBound, appearances: looks)
    }

    /// The strip state for a focus (the stateful pager's taps travel as
    /// transitions) at a strip offset (its policy's for the focus, or the
    /// strip's own scroll), written into `state` (its arrays are reused).
    /// `presence` is the focus's presence over these items. Arguments are not
    /// validated here; the pager validates its styles when they are set.
    /// With `arrays` false the appearances and strip items are left empty
    /// (a caller that reads neither): the other fields are the same.
    /// Returns how many items are visible (the appearances' count).
    /// - Complexity: O(log n + visible items × presence + focus depth).
    @discardableResult
    func state(
        for focus: Focus, atStripOffset offset: Double, presence: [(item: Int, share: Double)],
        indicatorStyle: IndicatorStyle, appearanceStyle: AppearanceStyle, selectedIndex: Int,
        into state: inout StripState, items: inout [StripItem], arrays: Bool = true
    ) throws(InputError) -> Int {
        var indicator = try indicator(for: focus, style: indicatorStyle)
        if loops {
            indicator.x = onScreenCopy(ofX: indicator.x, width: indicator.width, atStripOffset: offset)
        }
        let visible = try visibleItems(atStripOffset: offset)
        state.stripOffset = offset
        state.indicator = indicator
        state.firstVisibleItem = visible.isEmpty ? nil : real(visible.lowerBound)
        state.appearances.clear()
        items.clear()
        if arrays {
            try appendArrays(
                of: visible, presence: presence, appearanceStyle: appearanceStyle,
                selectedIndex: selectedIndex, to: &state.appearances, items: &items)
        }
        return visible.count
    }

    /// The appearances and strip items of the visible range `visible`,
    /// appended (what `state(for:...)` writes with `arrays`).
    @inline(__always)
    func appendArrays(
        of visible: Range<Int>, presence: [(item: Int, share: Double)], appearanceStyle: AppearanceStyle,
        selectedIndex: Int, to appearances: inout [ItemAppearance], items: inout [StripItem]
    ) throws(InputError) {
        appendAppearances(
            of: visible, presence: presence, style: appearanceStyle, selectedIndex: selectedIndex,
            to: &appearances)
        try appendStripItems(of: visible, appearances: appearances, to: &items)
    }
}
