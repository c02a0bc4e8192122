/// How each item's width is chosen.
public enum ItemWidthMode: Sendable, Equatable, CaseIterable {
    /// Every item is `StripStyle.itemWidth` wide.
    case fixed
    /// Content + both paddings (`StripStyle.itemPadding` on each side plus
    /// the leading and trailing extras), clamped to the min/max width.
    case intrinsic
    /// The available width (viewport − insets − (n − 1) × spacing) divided
    /// equally, then clamped.
    case equal
    /// Water-filling: items wider than the equal share keep their intrinsic
    /// width; the others share the rest equally. When the intrinsic widths do
    /// not fit they are kept and the strip scrolls.
    case fill
    /// Sized so that `visibleCount` items and their spacings fill the viewport:
    /// `(viewport − insets − (k − 1) × spacing) / k`, then clamped.
    case visibleCount
    /// Material's `MODE_FIXED` with centred tabs (`TabLayout`, `tabGravity
    /// center`): every item is as wide as the widest intrinsic item when the
    /// row of them fits the viewport less `StripStyle.widestGutter` on each
    /// side; otherwise, as `TabLayout` forces gravity to fill, every item
    /// gets the equal share (`.equal`). Use `FitPolicy.center` to centre the
    /// row, as Material does.
    case widest
}

/// Where the items go when the strip is narrower than its viewport.
///
/// When the strip is wider it scrolls, and every policy lays items out from
/// the leading inset with their own widths.
public enum FitPolicy: Sendable, Equatable, CaseIterable {
    /// Packed at the leading inset.
    case leading
    /// The packed group centred between the insets.
    case center
    /// Packed at the trailing inset.
    case trailing
    /// The spare width added to the n − 1 gaps; a single item stays leading.
    case spaceBetween
    /// spare / n around every item, half on each side.
    case spaceAround
    /// spare / (n + 1) at both ends and in every gap.
    case spaceEvenly
    /// Every item grows by spare / n, n being the item count.
    case growItems
    /// Every item becomes viewport / n, edge to edge, ignoring insets and spacing.
    case equalWhenFits
}

/// Which items are laid out with their selected-state widths.
public enum SelectedWidthMode: Sendable, Equatable, CaseIterable {
    /// Every item reserves `max(normal, selected)`: the layout never changes
    /// with the selection and a selected title is never truncated.
    case reserve
    /// Only `StripStyle.selectedIndex` uses its selected widths; the layout
    /// depends on the selection.
    case selectedOnly
}

/// Everything about a strip's layout except its items and viewport.
///
/// The C ABI's defaults are `StripStyle()`'s.
public struct StripStyle: Sendable, Hashable {
    /// The items' height when nothing else is said (44 pt, UIKit's smallest
    /// comfortable tap target): a pager's `stripHeight` and a C strip
    /// geometry's `height` start at it.
    public static let defaultItemHeight: Double = 44

    /// How each item's width is chosen; `.intrinsic` by default.
    public var widthMode: ItemWidthMode = .intrinsic
    /// Where the items go when they do not fill the viewport; `.leading` by default.
    public var fitPolicy: FitPolicy = .leading
    /// Which end item 0 is at; `.leftToRight` by default.
    public var direction: Direction = .leftToRight
    /// Which items use their selected widths; `.reserve` (every item reserves
    /// the wider of its two) by default.
    public var selectedWidthMode: SelectedWidthMode = .reserve
    /// Used by `.selectedOnly`: must be an item index then.
    public var selectedIndex: Int = 0
    /// Used by `.fixed`: must be > 0 then.
    public var itemWidth: Double = 0
    /// Used by `.visibleCount`: must be > 0 then; may be fractional.
    public var visibleCount: Double = 4
    /// Added on each side of the content by `.intrinsic` and `.fill`.
    public var itemPadding: Double = 0
    /// Added to `itemPadding` on the item's leading side only (the right in
    /// right-to-left), for asymmetric padding (an icon before the title, say).
    /// `.intrinsic` and `.fill` widen the item by it; in every mode the
    /// content is centred between the two paddings.
    public var itemLeadingPadding: Double = 0
    /// Added to `itemPadding` on the item's trailing side only; as
    /// `itemLeadingPadding`.
    public var itemTrailingPadding: Double = 0
    /// `.widest`: the margin the row of widest items must leave on each side
    /// of the viewport, or every item gets the equal share; ≥ 0; 16 by
    /// default, Material `TabLayout`'s `FIXED_WRAP_GUTTER_MIN` (16 dp).
    public var widestGutter: Double = 16
    /// When > 0, no item is wider than the viewport less this margin (every
    /// mode but `.fixed`), on top of `maxItemWidth`: Material `TabLayout`'s
    /// maximum when `tabMaxWidth` is not set is the viewport less
    /// `TAB_MIN_WIDTH_MARGIN` (56 dp). ≥ 0; 0 (none) by default.
    public var maxItemWidthMargin: Double = 0
    /// The narrowest an item may be, in every mode but `.fixed`.
    public var minItemWidth: Double = 0
    /// The widest an item may be, in every mode but `.fixed`; nil (the
    /// default) for no maximum, else > 0 and ≥ `minItemWidth`.
    public var maxItemWidth: Double? = nil
    /// Between neighbouring items.
    public var spacing: Double = 0
    /// Before the first item (at the right in right-to-left).
    public var leadingInset: Double = 0
    /// After the last item.
    public var trailingInset: Double = 0

    /// The content's insets inside an item, leading and trailing: the
    /// padding on each side plus that side's extra.
    var contentInsets: (leading: Double, trailing: Double) {
        (itemPadding + itemLeadingPadding, itemPadding + itemTrailingPadding)
    }

    /// The padding an intrinsic item adds to its content, both sides.
    var totalItemPadding: Double { 2 * itemPadding + itemLeadingPadding + itemTrailingPadding }

    /// The default style: intrinsic widths, packed leading, left-to-right,
    /// reserved selected widths, 4 visible items for `.visibleCount`, no
    /// padding, spacing, insets or width limits.
    public init() {}

    /// Checks every field's range.
    ///
    /// - Throws: `.notFinite` for NaN/±∞, `.outOfRange` for a negative length,
    ///   `maxItemWidth` below `minItemWidth`, `itemWidth ≤ 0` in `.fixed` or
    ///   `visibleCount ≤ 0` in `.visibleCount`; `.indexOutOfRange` for a
    ///   `selectedIndex` outside `0..<itemCount` in `.selectedOnly`.
    /// - Complexity: O(1).
    public func validate(itemCount: Int) throws(InputError) {
        try requireNonNegative(itemWidth, "StripStyle.itemWidth")
        try requireNonNegative(visibleCount, "StripStyle.visibleCount")
        try requireNonNegative(itemPadding, "StripStyle.itemPadding")
        try requireNonNegative(itemLeadingPadding, "StripStyle.itemLeadingPadding")
        try requireNonNegative(itemTrailingPadding, "StripStyle.itemTrailingPadding")
        try requireNonNegative(widestGutter, "StripStyle.widestGutter")
        try requireNonNegative(maxItemWidthMargin, "StripStyle.maxItemWidthMargin")
        try requireNonNegative(minItemWidth, "StripStyle.minItemWidth")
        try requireNonNegative(spacing, "StripStyle.spacing")
        try requireNonNegative(leadingInset, "StripStyle.leadingInset")
        try requireNonNegative(trailingInset, "StripStyle.trailingInset")
        try requireMaximum(
            maxItemWidth, atLeast: minItemWidth, "StripStyle.maxItemWidth",
            rule: "must be nil (none) or >= minItemWidth")
        if widthMode == .fixed && itemWidth <= 0 {
            throw InputError(
                .outOfRange, field: "StripStyle.itemWidth", rule: "must be > 0 with widthMode fixed",
                value: itemWidth)
        }
        if widthMode == .visibleCount && visibleCount <= 0 {
            throw InputError(
                .outOfRange, field: "StripStyle.visibleCount",
                rule: "must be > 0 with widthMode visibleCount",
                value: visibleCount)
        }
        if selectedWidthMode == .selectedOnly && !(0..<itemCount).contains(selectedIndex) {
            throw InputError(
                .indexOutOfRange, field: "StripStyle.selectedIndex", rule: "must be an item's index",
                integer: selectedIndex, validIndices: 0..<itemCount)
        }
    }

    /// `width` limited to `[minItemWidth, maxItemWidth]` (no upper limit when
    /// `maxItemWidth` is nil).
    @inlinable
    public func clampedItemWidth(_ width: Double) -> Double {
        let atLeastMin = max(width, minItemWidth)
        return maxItemWidth.map { min(atLeastMin, $0) } ?? atLeastMin
    }
}
