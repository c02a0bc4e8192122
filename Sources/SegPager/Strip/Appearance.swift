/// How titles change with the selection.
public enum AppearancePolicy: Sendable, Equatable, CaseIterable {
    /// Follow the position continuously.
    case gradual
    /// Switch when the selected index changes: the selected item has weight
    /// 1 and every other 0, whatever the position.
    case onCommit
}

/// How titles look between normal and selected; the C ABI's defaults are
/// `AppearanceStyle()`'s.
public struct AppearanceStyle: Sendable, Hashable {
    /// Whether titles follow the position continuously (`.gradual`, the
    /// default) or switch when the selection commits (`.onCommit`).
    public var policy: AppearancePolicy = .gradual
    /// The space `normalColor` and `selectedColor` are interpolated in;
    /// `.sRGB` by default.
    public var colorSpace: ColorSpace = .sRGB
    /// A title's colour at selection weight 0; dark grey (0.2, 0.2, 0.2),
    /// opaque, by default.
    public var normalColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.2)
    /// A title's colour at selection weight 1; iOS blue (0, 0.478, 1),
    /// opaque, by default.
    public var selectedColor = RGBAColor(red: 0, green: 0.478, blue: 1)
    /// The title's scale when selected (1 is its normal size); > 0, 1 by default.
    public var selectedScale: Double = 1
    /// Any value that interpolates like the colour (a font weight, a stroke
    /// width), at selection weight 0; 0 by default.
    public var normalEmphasis: Double = 0
    /// The emphasis at selection weight 1 (see `normalEmphasis`); 0 by default.
    public var selectedEmphasis: Double = 0

    /// The default style: gradual, sRGB, dark grey to iOS blue, scale 1 and
    /// emphasis 0 in both states.
    public init() {}

    /// Checks both colours and that the scale and emphases are finite, the
    /// scale > 0.
    /// - Throws: `.notFinite`; `.outOfRange` for a colour component outside
    ///   [0, 1] or `selectedScale ≤ 0`.
    public func validate() throws(InputError) {
        // Each component by its path, so an error says which colour.
        try requireUnit(normalColor.red, "AppearanceStyle.normalColor.red")
        try requireUnit(normalColor.green, "AppearanceStyle.normalColor.green")
        try requireUnit(normalColor.blue, "AppearanceStyle.normalColor.blue")
        try requireUnit(normalColor.alpha, "AppearanceStyle.normalColor.alpha")
        try requireUnit(selectedColor.red, "AppearanceStyle.selectedColor.red")
        try requireUnit(selectedColor.green, "AppearanceStyle.selectedColor.green")
        try requireUnit(selectedColor.blue, "AppearanceStyle.selectedColor.blue")
        try requireUnit(selectedColor.alpha, "AppearanceStyle.selectedColor.alpha")
        try requirePositive(selectedScale, "AppearanceStyle.selectedScale")
        try requireFinite(normalEmphasis, "AppearanceStyle.normalEmphasis")
        try requireFinite(selectedEmphasis, "AppearanceStyle.selectedEmphasis")
    }
}

/// One item's look at a position.
public struct ItemAppearance: Sendable, Hashable {
    /// 0 (normal) ... 1 (selected).
    public var selectionWeight: Double
    /// The title's colour, `normalColor` to `selectedColor` by the weight
    /// (components clamped to [0, 1]).
    public var color: RGBAColor
    /// The title's scale, 1 to `selectedScale` by the weight.
    public var scale: Double
    /// The emphasis, `normalEmphasis` to `selectedEmphasis` by the weight.
    public var emphasis: Double

    /// An appearance with the given weight and look; nothing is validated.
    public init(selectionWeight: Double, color: RGBAColor, scale: Double, emphasis: Double) {
        self.selectionWeight = selectionWeight
        self.color = color
        self.scale = scale
        self.emphasis = emphasis
    }
}

extension AppearanceStyle {
    /// The appearance of item `i` at position `p`: its selection weight is
    /// `max(0, 1 − |p − i|)` with `p` clamped to the items (so overscroll keeps
    /// the end item selected and weights sum to 1), or 1 for the selected item
    /// and 0 for the others under `.onCommit`.
    /// - Complexity: O(1).
    public func appearance(ofItem i: Int, at p: Double, count: Int, selectedIndex: Int) -> ItemAppearance {
        let clamped = min(max(PageGeometry.snappedPosition(p), 0), Double(count - 1))
        return appearance(withShare: max(0, 1 - abs(clamped - Double(i))), isSelected: i == selectedIndex)
    }

    /// The appearance of an item with a given share of the focus (its gradual
    /// selection weight) and selection state.
    /// - Complexity: O(1).
    public func appearance(withShare share: Double, isSelected: Bool) -> ItemAppearance {
        let weight: Double
        switch policy {
        case .gradual: weight = share
        case .onCommit: weight = isSelected ? 1 : 0
        }
        return ItemAppearance(
            selectionWeight: weight,
            color: normalColor.interpolated(to: selectedColor, fraction: weight, in: colorSpace),
            scale: lerp(1, selectedScale, weight),
            emphasis: lerp(normalEmphasis, selectedEmphasis, weight))
    }
}

extension StripGeometry {
    /// The appearance of `items` (an index range, typically the visible one)
    /// at position `p`.
    /// - Parameters:
    ///   - items: the items to describe, an index range inside the strip.
    ///   - p: the position, in pages (finite; overscroll below 0 or past n − 1).
    ///   - style: the colours, scale and emphasis at weights 0 and 1.
    ///   - selectedIndex: the committed selection (`.onCommit`); nil derives
    ///     it from `p` by the nearest rule.
    /// - Throws: `.notFinite`, `.outOfRange`, `.indexOutOfRange`.
    /// - Complexity: O(items.count).
    public func appearances(
        of items: Range<Int>, at p: Double, style: AppearanceStyle, selectedIndex: Int? = nil
    ) throws(InputError) -> [ItemAppearance] {
        try validate()
        try style.validate()
        try requireFinite(p, "p")
        try requireItems(items)
        let selected = try resolvedSelection(selectedIndex, p: p, count: count)
        guard !items.isEmpty else { return [] }
        return appearances(of: items, for: .position(p), style: style, selectedIndex: selected)
    }

    /// Throws unless `items` lies in the strip's indices.
    func requireItems(_ items: Range<Int>) throws(InputError) {
        guard items.lowerBound >= 0, items.upperBound <= count else {
            throw InputError(
                .indexOutOfRange, field: "items", rule: "must lie in the strip's indices",
                integer: items.lowerBound < 0 ? items.lowerBound : items.upperBound - 1,
                validIndices: 0..<count)
        }
    }

    /// The appearance of `items` (virtual indices when looping) for a focus:
    /// each item's share of the focus is its gradual weight. Arguments are not
    /// validated here.
    /// - Complexity: O(items.count + focus depth).
    func appearances(
        of items: Range<Int>, for focus: Focus, style: AppearanceStyle, selectedIndex: Int
    ) -> [ItemAppearance] {
        var looks: [ItemAppearance] = []
        appendAppearances(
            of: items, presence: focus.presence(count: count, loops: loops), style: style,
            selectedIndex: selectedIndex, to: &looks)
        return looks
    }

    /// The appearance of `items` for a focus whose `presence` (over this
    /// strip's items) the caller computed, appended to `looks`.
    /// - Complexity: O(items.count × presence.count).
    func appendAppearances(
        of items: Range<Int>, presence: [(item: Int, share: Double)], style: AppearanceStyle,
        selectedIndex: Int,
        to looks: inout [ItemAppearance]
    ) {
        for virtual in items {
            let i = real(virtual)
            let share = presence.first(where: { $0.item == i })?.share ?? 0
            looks.append(style.appearance(withShare: share, isSelected: i == selectedIndex))
        }
    }
}
