// The Swift names that 0.8.0 replaced (docs/reference/vocabulary.md). Each
// stays deprecated with a fix-it until 0.10.0 (0.9.0 came sooner than
// planned), so that code written against 0.7 still builds (with a warning).
// Nothing in the package uses them but VocabularyTests, which checks that
// they still forward to the new names.

// `Color`, `Spring` and `LayoutDirection` (the old names of `RGBAColor`,
// `DampedSpring` and `Direction`) went early, in 0.8.0 itself: as aliases
// they still made an unqualified `Color` ambiguous in every file that
// imports SwiftUI too, which is what the rename was for. No Apple app could
// have built 0.7.0 (it needed OS 26 APIs), so the break falls on Linux users
// only, and the compiler names the one-word fix.

/// Deprecated: the old name of `PagingOptions` (the rule that picks the page
/// a released drag settles on, and its constants).
@available(*, deprecated, renamed: "PagingOptions")
public typealias PagingPolicy = PagingOptions

extension Pager {
    /// Deprecated: replaces the paging rule; use `setPagingOptions(_:)`,
    /// which this forwards to.
    /// - Throws: `PagingOptions.validate()`'s errors; nothing changes then.
    @available(*, deprecated, renamed: "setPagingOptions(_:)")
    public mutating func setPagingPolicy(_ policy: PagingOptions) throws(InputError) {
        try setPagingOptions(policy)
    }

    /// Deprecated: replaces the strip-offset style; use
    /// `setStripOffsetStyle(_:)`, which this forwards to.
    /// - Throws: `StripOffsetStyle.validate()`'s errors; nothing changes then.
    @available(*, deprecated, renamed: "setStripOffsetStyle(_:)")
    public mutating func setOffsetStyle(_ style: StripOffsetStyle) throws(InputError) {
        try setStripOffsetStyle(style)
    }

    /// Deprecated: the strip-offset style; use `stripOffsetStyle`, which
    /// this reads.
    @available(*, deprecated, renamed: "stripOffsetStyle")
    public var offsetStyle: StripOffsetStyle { stripOffsetStyle }
}

extension PagerHeaderFrame {
    /// Deprecated: the header offset (how far the header has scrolled up,
    /// 0...collapse range, in points); use `headerOffset`, which this reads
    /// and writes.
    @available(*, deprecated, renamed: "headerOffset")
    public var collapse: Double {
        get { headerOffset }
        set { headerOffset = newValue }
    }
}

extension PagerEvent {
    /// Deprecated: builds `.listResized(time:index:maxOffset:)` from the old
    /// label; page `index`'s list can scroll its own content at most
    /// `maximumOffset` points (≥ 0).
    @available(*, deprecated, renamed: "listResized(time:index:maxOffset:)")
    public static func listResized(time: Double, index: Int, maximumOffset: Double) -> PagerEvent {
        .listResized(time: time, index: index, maxOffset: maximumOffset)
    }
}

extension Pager {
    /// A pager over parallel `ids` and `items`.
    @available(*, deprecated, renamed: "init(configuration:items:stripStyle:)", message: "pass [PagerItem]")
    public init(
        configuration: PagerConfiguration, ids: [Int64], items: [ItemMetrics],
        stripStyle: StripStyle = StripStyle()
    ) throws(InputError) {
        try self.init(configuration: configuration, ids: ids, metrics: items, stripStyle: stripStyle)
    }

    /// Replaces the items from parallel `ids` and `items`.
    @available(*, deprecated, renamed: "setItems(_:)", message: "pass [PagerItem]")
    public mutating func setItems(ids: [Int64], items: [ItemMetrics]) throws(InputError) {
        try setItems(ids: ids, metrics: items)
    }

    /// Inserts an item given as metrics and an id.
    @available(*, deprecated, renamed: "insertItem(_:at:)", message: "pass a PagerItem")
    public mutating func insertItem(_ item: ItemMetrics, id: Int64, at index: Int) throws(InputError) {
        try insertItem(PagerItem(id: id, metrics: item), at: index)
    }
}

extension PagerConfiguration {
    /// Whether the pages wrap.
    @available(*, deprecated, renamed: "isLooping")
    public var looping: Bool {
        get { isLooping }
        set { isLooping = newValue }
    }
}

extension IndicatorStyle {
    /// Whether the indicator is never wider than its item.
    @available(*, deprecated, renamed: "clampsToItem")
    public var clampToItem: Bool {
        get { clampsToItem }
        set { clampsToItem = newValue }
    }
}

extension PagerHeaderFrame {
    /// Whether a refresh is running.
    @available(*, deprecated, renamed: "isRefreshing")
    public var refreshing: Bool { isRefreshing }
    /// Whether a snap or pull-back is running.
    @available(*, deprecated, renamed: "isAnimating")
    public var animating: Bool { isAnimating }
}

extension RGBAColor {
    /// The colour `t` of the way to `other` in `space`.
    @available(*, deprecated, renamed: "interpolated(to:fraction:in:)")
    public func interpolated(to other: RGBAColor, _ t: Double, in space: ColorSpace) -> RGBAColor {
        interpolated(to: other, fraction: t, in: space)
    }
}

/// How close two positions must be to count as equal.
@available(*, deprecated, renamed: "PageGeometry.positionTolerance")
public let positionTolerance = PageGeometry.positionTolerance

/// `p`, or the integer nearest to it when within the tolerance.
@available(*, deprecated, renamed: "PageGeometry.snappedPosition(_:)")
public func snappedPosition(_ p: Double) -> Double { PageGeometry.snappedPosition(p) }

/// The selected index at position `p` under `rule`.
@available(*, deprecated, message: "use rule.selectedIndex(at:pageCount:)")
public func selectedIndex(at p: Double, pageCount: Int, rule: CommitRule) throws(InputError) -> Int? {
    try rule.selectedIndex(at: p, pageCount: pageCount)
}

/// The axis a finger's movement belongs to.
@available(*, deprecated, renamed: "GestureAxis.init(dx:dy:minimumDistance:maximumAngle:)")
public func gestureAxis(
    dx: Double, dy: Double, minimumDistance: Double = 10, maximumAngle: Double = 30
) throws(InputError) -> GestureAxis {
    try GestureAxis(dx: dx, dy: dy, minimumDistance: minimumDistance, maximumAngle: maximumAngle)
}
