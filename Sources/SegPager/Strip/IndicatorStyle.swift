/// How wide the indicator is, before the extra width, min/max and clamp.
public enum IndicatorWidthMode: Sendable, Equatable, CaseIterable {
    /// The item's width minus the side insets.
    case item
    /// The item's selected title width (`ItemMetrics.selectedTitleWidth`,
    /// without the subtitle); as `.item` when the strip has no metrics.
    case content
    /// `IndicatorStyle.width`.
    case fixed
    /// `.item` less the selected subtitle's width
    /// (`ItemMetrics.selectedSubtitleWidth`, or `subtitleWidth` when that
    /// is 0): the part of the item beside
    /// its subtitle, seed 002's AlignLeft line (`cell.width − subWidth`);
    /// as `.item` when the strip has no metrics.
    case itemLessSubtitle
}

/// Where the indicator sits along its item.
public enum IndicatorAlignment: Sendable, Equatable, CaseIterable {
    /// Centred on the item.
    case center
    /// Its leading edge at the leading edge of the item's content (title +
    /// subtitle, centred in the item).
    case contentLeading
    /// Centred on the title (the leading part of the centred content), not on
    /// the whole item, for titles with a subtitle beside them.
    case titleCenter
    /// Its leading edge at the item's leading edge (after the leading
    /// inset); with `.itemLessSubtitle`, seed 002's AlignLeft, whose line
    /// starts at the cell's left and ends where the subtitle begins.
    case leading
}

/// Where the indicator sits across its item.
public enum IndicatorPlacement: Sendable, Equatable, CaseIterable {
    /// `bottomInset` above the item's bottom.
    case bottom
    /// `topInset` below the top.
    case top
    /// Centred between the top and bottom insets.
    case center
    /// A background box: the item's height minus the top and bottom insets.
    case fill
}

/// How the indicator moves between two items.
public enum IndicatorTransition: Sendable, Equatable, CaseIterable {
    /// x and width interpolate.
    case linear
    /// A worm whose front edge leads; `IndicatorStyle.stretch` says by how much.
    case stretch
    /// Material's elastic edges: the right edge moves on sin(πf/2), the left on
    /// 1 − cos(πf/2) (mirrored in RTL), so the front edge leads either way
    /// (Flutter's elastic `TabIndicatorAnimation`).
    case elastic
    /// `.elastic` with each edge's travel rounded to whole units, like Material
    /// Components Android's integer-pixel `ElasticTabIndicatorInterpolator`.
    case elasticRounded
    /// The old indicator fades out until half way, then the new one fades in.
    case fade
    /// Jumps at half way.
    case snap
}

/// What the indicator does past the ends.
public enum IndicatorOverscroll: Sendable, Equatable, CaseIterable {
    /// Stays on the end item; the rect is also kept inside the content.
    case clamp
    /// Slides on past the end by the end item's width per unit of overscroll.
    case follow
    /// Shrinks against the edge it is pushed into, to nothing at one unit.
    case compress
}

/// Which corners of the indicator its corner radius rounds
/// (`IndicatorStyle.roundedCorners`); the same in both directions.
public enum IndicatorCorners: Sendable, Hashable, CaseIterable {
    /// All four (a bar or a pill).
    case all
    /// The top two: Material 3's primary indicator, which sits on the
    /// strip's bottom edge.
    case top
    /// The bottom two: an indicator hanging from the strip's top.
    case bottom
}

/// How the indicator looks and moves; the C ABI's defaults are `IndicatorStyle()`'s.
public struct IndicatorStyle: Sendable, Hashable {
    /// What the width starts from; `.content` (the selected title's width) by default.
    public var widthMode: IndicatorWidthMode = .content
    /// Where it sits along its item; `.center` by default.
    public var alignment: IndicatorAlignment = .center
    /// Where it sits across its item; `.bottom` by default.
    public var placement: IndicatorPlacement = .bottom
    /// How it moves between two items; `.linear` by default.
    public var transition: IndicatorTransition = .linear
    /// The curve applied to the fraction between two items before the
    /// transition; `.linear` by default.
    public var easing: Easing = .linear
    /// What it does past the first or last item; `.clamp` by default.
    public var overscroll: IndicatorOverscroll = .clamp
    /// Never wider than the item minus its side insets (after the extra width
    /// and the min/max); off by default.
    public var clampsToItem: Bool = false
    /// The indicator's width in `.fixed` mode, in points; > 0 there, 20 by default.
    public var width: Double = 20
    /// Added to the width in every mode, half on each side, in points; may be
    /// negative (the width never goes below 0); 0 by default.
    public var extraWidth: Double = 0
    /// The narrowest the indicator may be, after the extra width; ≥ 0, 0 by default.
    public var minWidth: Double = 0
    /// The widest the indicator may be, in points; nil (the default) for no
    /// maximum, else > 0 and ≥ `minWidth`.
    public var maxWidth: Double? = nil
    /// The line's thickness in points (not `.fill`, which spans the item); 2 by default.
    public var height: Double = 2
    /// At most half the smaller side in the output, so a large value is a pill.
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds: all of them by default; `.top`
    /// is Material 3's primary tab indicator, rounded on its top corners
    /// only (`TabRowDefaults.PrimaryIndicator`'s `RoundedCornerShape(topStart,
    /// topEnd)`).
    public var roundedCorners: IndicatorCorners = .all
    /// Space kept clear at the item's leading side, in points: the box the
    /// indicator is sized and placed in is the item less its side insets;
    /// with `.contentLeading` it moves the indicator in from the content's
    /// leading edge. ≥ 0, 0 by default.
    public var leadingInset: Double = 0
    /// Space kept clear below the item's top, in points: `.top` puts the
    /// indicator there, `.center` and `.fill` stay below it. ≥ 0, 0 by default.
    public var topInset: Double = 0
    /// Space kept clear at the item's trailing side, in points (see
    /// `leadingInset`); ≥ 0, 0 by default.
    public var trailingInset: Double = 0
    /// Space kept clear above the item's bottom, in points: `.bottom` puts
    /// the indicator there, `.center` and `.fill` stay above it. ≥ 0, 0 by default.
    public var bottomInset: Double = 0
    /// `.stretch` only: 0 (linear) ... 1 (the front edge arrives at half way).
    public var stretch: Double = 1

    /// The default style: a 2 pt line under the selected title's width,
    /// centred, moving linearly, clamped at the ends, no insets.
    public init() {}

    /// Checks every field's range.
    /// - Throws: `.notFinite`; `.outOfRange` for negative lengths, `max < min`,
    ///   `width ≤ 0` in `.fixed`, `stretch` outside [0, 1], a bad Bézier curve.
    public func validate() throws(InputError) {
        try requireFinite(extraWidth, "IndicatorStyle.extraWidth")
        try requireNonNegative(width, "IndicatorStyle.width")
        try requireNonNegative(minWidth, "IndicatorStyle.minWidth")
        try requireNonNegative(height, "IndicatorStyle.height")
        try requireNonNegative(cornerRadius, "IndicatorStyle.cornerRadius")
        try requireNonNegative(leadingInset, "IndicatorStyle.leadingInset")
        try requireNonNegative(topInset, "IndicatorStyle.topInset")
        try requireNonNegative(trailingInset, "IndicatorStyle.trailingInset")
        try requireNonNegative(bottomInset, "IndicatorStyle.bottomInset")
        try requireUnit(stretch, "IndicatorStyle.stretch")
        try requireMaximum(
            maxWidth, atLeast: minWidth, "IndicatorStyle.maxWidth", rule: "must be nil (none) or >= minWidth")
        if widthMode == .fixed && width <= 0 {
            throw InputError(
                .outOfRange, field: "IndicatorStyle.width", rule: "must be > 0 with widthMode fixed",
                value: width)
        }
        try easing.validate()
    }
}

/// The indicator at a position: a rect in strip content coordinates, its
/// corner radius and opacity.
public struct Indicator: Sendable, Hashable {
    /// The left edge, in strip content coordinates (both directions).
    public var x: Double
    /// The top edge, from the strip's top (y grows down).
    public var y: Double
    /// The width, ≥ 0 (0 with no items).
    public var width: Double
    /// The height, ≥ 0.
    public var height: Double
    /// The corner radius, at most half the smaller side.
    public var cornerRadius: Double
    /// Which corners the radius rounds (the style's).
    public var roundedCorners: IndicatorCorners = .all
    /// The opacity, 0...1: below 1 while a `.fade` transition fades the old
    /// indicator out (and while a transition or hand-off started from such a
    /// frame catches up); 0 with no items.
    public var alpha: Double

    /// An indicator with the given rect, corner radius and opacity; nothing
    /// is validated.
    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double, alpha: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.alpha = alpha
    }

    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
}
