/// Everything a strip needs to draw one frame at a position: the strip
/// offset, the indicator, and the appearance of the items visible at that
/// offset.
public struct StripState: Sendable, Equatable {
    public var stripOffset: Double
    public var indicator: Indicator
    /// The first visible item's index (nil when none is).
    public var firstVisibleItem: Int?
    /// The appearance of the visible items, from `firstVisibleItem` on.
    public var appearances: [ItemAppearance]

    public init(stripOffset: Double, indicator: Indicator, firstVisibleItem: Int?, appearances: [ItemAppearance]) {
        self.stripOffset = stripOffset
        self.indicator = indicator
        self.firstVisibleItem = firstVisibleItem
        self.appearances = appearances
    }
}

extension StripGeometry {
    /// The visible items at a strip offset, as a half-open range (empty when none).
    public func visibleItems(atStripOffset offset: Double) throws(InputError) -> Range<Int> {
        let range = try StripHitTesting.visibleItems(in: frames, stripOffset: offset, viewportWidth: viewportWidth)
        return range.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0
    }

    /// The strip offset, indicator and visible items' appearance at `p`, in one call.
    /// - Throws: as `stripOffset`, `indicator` and `appearances`.
    /// - Complexity: O(log n + visible items).
    public func state(
        at p: Double, indicatorStyle: IndicatorStyle, appearanceStyle: AppearanceStyle,
        offsetStyle: StripOffsetStyle, selectedIndex: Int? = nil, currentOffset: Double = 0
    ) throws(InputError) -> StripState {
        let offset = try stripOffset(at: p, style: offsetStyle, selectedIndex: selectedIndex, currentOffset: currentOffset)
        let indicator = try indicator(at: p, style: indicatorStyle, selectedIndex: selectedIndex)
        let visible = try visibleItems(atStripOffset: offset)
        let looks = try appearances(of: visible, at: p, style: appearanceStyle, selectedIndex: selectedIndex)
        return StripState(
            stripOffset: offset, indicator: indicator,
            firstVisibleItem: visible.isEmpty ? nil : visible.lowerBound, appearances: looks)
    }

    /// The strip state for a focus (the stateful pager's taps travel as
    /// transitions). Arguments are not validated here; the pager validates
    /// its styles when they are set.
    /// - Complexity: O(log n + visible items + focus depth).
    func state(
        for focus: Focus, indicatorStyle: IndicatorStyle, appearanceStyle: AppearanceStyle,
        offsetStyle: StripOffsetStyle, selectedIndex: Int, currentOffset: Double
    ) throws(InputError) -> StripState {
        let offset = try stripOffset(
            for: focus, style: offsetStyle, selectedIndex: selectedIndex, currentOffset: currentOffset)
        let indicator = try indicator(for: focus, style: indicatorStyle)
        let visible = try visibleItems(atStripOffset: offset)
        let looks = appearances(of: visible, for: focus, style: appearanceStyle, selectedIndex: selectedIndex)
        return StripState(
            stripOffset: offset, indicator: indicator,
            firstVisibleItem: visible.isEmpty ? nil : visible.lowerBound, appearances: looks)
    }
}
