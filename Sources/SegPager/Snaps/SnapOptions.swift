// The options of Embla Carousel's snap rules (`ScrollSnaps`): where a
// group sits, how snaps are contained, how items are grouped.

/// Where a snap group sits in the view at its snap (Embla's `align`).
public enum SnapAlignment: Sendable, Hashable {
    /// The group's start at the view's start.
    case start
    /// The group centred in the view: its start at (view − group) / 2.
    case center
    /// The group's end at the view's end: its start at view − group.
    case end
    /// The group's start at view × fraction (Embla's numeric `align`, and
    /// its test's custom `(viewSize) => viewSize * 0.1`).
    case fraction(Double)

    /// The group's start in the view, for a group `group` wide in a view
    /// `view` wide (Embla's `Alignment.measure`).
    func offset(group: Double, view: Double) -> Double {
        switch self {
        case .start: 0
        case .center: (view - group) / 2
        case .end: view - group
        case .fraction(let fraction): view * fraction
        }
    }
}

/// How snaps are kept within the content (Embla's `containScroll`).
public enum SnapContainment: Sendable, Hashable, CaseIterable {
    /// Not contained: the aligned snaps, possibly outside the content
    /// (`containScroll: false`).
    case none
    /// Contained, and the repeats of the first and last snap dropped
    /// (`'trimSnaps'`, Embla's default).
    case trimSnaps
    /// Contained, one snap per group kept (`'keepSnaps'`).
    case keepSnaps
}

/// How items are grouped into snaps (Embla's `slidesToScroll`).
public enum SnapGrouping: Sendable, Hashable {
    /// Groups of this many items, in order (≥ 1).
    case count(Int)
    /// As many items as fit the view (`'auto'`).
    case auto
}

/// Embla's options for snaps; the C ABI's defaults are `SnapOptions()`'s
/// (Embla's: centred, trimmed, one item per snap, no loop).
public struct SnapOptions: Sendable, Hashable {
    /// Where a group sits at its snap; `.center` by default.
    public var alignment: SnapAlignment = .center
    /// How snaps are kept within the content; `.trimSnaps` by default.
    /// A loop ignores it.
    public var containment: SnapContainment = .trimSnaps
    /// How items are grouped; `.count(1)` by default.
    public var grouping: SnapGrouping = .count(1)
    /// Whether the items loop; false by default.
    public var loops: Bool = false
    /// The space after the last item (Embla's end gap: the last slide's end
    /// margin), in points; ≥ 0, 0 by default.
    public var endGap: Double = 0
    /// Embla's `pixelTolerance`: 2 in a browser, 0 when rendered on a
    /// server; ≥ 0, 2 by default.
    public var pixelTolerance: Double = 2

    /// Embla's defaults.
    public init() {}

    /// Checks the numbers: a finite fraction, a group count ≥ 1, an end gap
    /// and a tolerance finite and ≥ 0.
    /// - Throws: `.notFinite`, `.outOfRange`.
    public func validate() throws(InputError) {
        if case .fraction(let fraction) = alignment {
            try requireFinite(fraction, "SnapOptions.alignFraction")
        }
        if case .count(let count) = grouping, count < 1 {
            throw InputError(
                .outOfRange, field: "SnapOptions.slidesToScroll", rule: "must be >= 1 (or auto)",
                integer: count)
        }
        try requireNonNegative(endGap, "SnapOptions.endGap")
        try requireNonNegative(pixelTolerance, "SnapOptions.pixelTolerance")
    }
}
