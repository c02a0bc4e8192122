/// How wide the indicator is, before the extra width, min/max and clamp.
public enum IndicatorWidthMode: Sendable, Equatable, CaseIterable {
    /// The item's width minus the side insets.
    case item
    /// The selected title's width without the subtitle (seed 002); as `.item`
    /// when the strip has no metrics.
    case content
    /// `IndicatorStyle.width`.
    case fixed
}

/// Where the indicator sits along its item.
public enum IndicatorAlignment: Sendable, Equatable, CaseIterable {
    /// Centred on the item.
    case center
    /// Its leading edge at the leading edge of the item's content (title +
    /// subtitle, centred in the item).
    case contentLeading
    /// Centred on the title (the leading part of the centred content), not on
    /// the whole item: seed 002's `OCSegmentIndicatorViewAlignLeft`.
    case titleCenter
}

/// Where the indicator sits across its item.
public enum IndicatorPlacement: Sendable, Equatable, CaseIterable {
    /// `bottomInset` above the bottom (seed 001's `...ToBottomSpacing`).
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

/// How the indicator looks and moves. Defaults match `segpager_indicator_style_init`.
public struct IndicatorStyle: Sendable, Equatable {
    public var widthMode: IndicatorWidthMode = .content
    public var alignment: IndicatorAlignment = .center
    public var placement: IndicatorPlacement = .bottom
    public var transition: IndicatorTransition = .linear
    public var easing: Easing = .linear
    public var overscroll: IndicatorOverscroll = .clamp
    /// Never wider than the item minus its side insets (seed 003).
    public var clampToItem: Bool = false
    /// `.fixed` only: > 0.
    public var width: Double = 20
    /// Added in every mode, half on each side (seed 001); may be negative.
    public var extraWidth: Double = 0
    public var minWidth: Double = 0
    /// 0 means no maximum.
    public var maxWidth: Double = 0
    /// The line's thickness (not `.fill`).
    public var height: Double = 2
    /// At most half the smaller side in the output, so a large value is a pill.
    public var cornerRadius: Double = 0
    public var leadingInset: Double = 0
    public var topInset: Double = 0
    public var trailingInset: Double = 0
    public var bottomInset: Double = 0
    /// `.stretch` only: 0 (linear) ... 1 (the front edge arrives at half way).
    public var stretch: Double = 1

    public init() {}

    /// Checks every field's range.
    /// - Throws: `.notFinite`; `.outOfRange` for negative lengths, `max < min`,
    ///   `width ≤ 0` in `.fixed`, `stretch` outside [0, 1], a bad Bézier curve.
    public func validate() throws(InputError) {
        try requireFinite(extraWidth)
        try requireNonNegative(
            width, minWidth, maxWidth, height, cornerRadius,
            leadingInset, topInset, trailingInset, bottomInset, stretch)
        if maxWidth != 0 && maxWidth < minWidth { throw .outOfRange }
        if widthMode == .fixed && width <= 0 { throw .outOfRange }
        guard stretch <= 1 else { throw .outOfRange }
        try easing.validate()
    }
}

/// The indicator at a position: a rect in strip content coordinates, its
/// corner radius and opacity.
public struct Indicator: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    public var alpha: Double

    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double, alpha: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.alpha = alpha
    }

    public var maxX: Double { x + width }
}
