/// What the caller measured for one item of the strip.
///
/// The engine never measures text: the caller passes its title's width in the
/// normal and in the selected state (a bold or zoomed selected title is wider),
/// and optionally a subtitle laid out beside the title. A selected
/// width of 0 means "the same as the normal width". All widths are ≥ 0.
public struct ItemMetrics: Sendable, Hashable {
    /// The title's width in the normal state.
    public var contentWidth: Double
    /// The title's width when selected; 0 means `contentWidth`.
    public var selectedContentWidth: Double
    /// The subtitle's width; 0 means no subtitle.
    public var subtitleWidth: Double
    /// The subtitle's width when selected; 0 means `subtitleWidth`.
    public var selectedSubtitleWidth: Double

    /// An item's measured widths, in points; the selected and subtitle widths
    /// are 0 ("same as normal", "no subtitle") unless given. Checked by the
    /// layout, not here.
    public init(
        contentWidth: Double,
        selectedContentWidth: Double = 0,
        subtitleWidth: Double = 0,
        selectedSubtitleWidth: Double = 0
    ) {
        self.contentWidth = contentWidth
        self.selectedContentWidth = selectedContentWidth
        self.subtitleWidth = subtitleWidth
        self.selectedSubtitleWidth = selectedSubtitleWidth
    }

    /// The title's width when selected (the normal width when 0).
    @inlinable
    public var selectedTitleWidth: Double {
        selectedContentWidth == 0 ? contentWidth : selectedContentWidth
    }

    /// Title plus subtitle in the normal state.
    @inlinable
    public var normalWidth: Double { contentWidth + subtitleWidth }

    /// Title plus subtitle in the selected state (each falls back to its
    /// normal width when 0).
    @inlinable
    public var selectedWidth: Double {
        selectedTitleWidth + (selectedSubtitleWidth == 0 ? subtitleWidth : selectedSubtitleWidth)
    }

    /// Room for the item in either state: `max(title) + max(subtitle)`, so a
    /// selected title is never truncated.
    @inlinable
    public var reservedWidth: Double {
        max(contentWidth, selectedContentWidth) + max(subtitleWidth, selectedSubtitleWidth)
    }

    /// Every width finite and ≥ 0 (what `validate()` checks), without the
    /// error and without branches: a test cheap enough for a loop over a
    /// million items. A finite non-negative double's bits are below +∞'s
    /// (−0 is mapped to +0 first); NaN, ±∞ and negatives are not.
    @inline(__always)
    var isValid: Bool {
        @inline(__always) func key(_ v: Double) -> UInt64 {
            let bits = v.bitPattern
            return bits == 0x8000_0000_0000_0000 ? 0 : bits
        }
        let largest = max(
            max(key(contentWidth), key(selectedContentWidth)),
            max(key(subtitleWidth), key(selectedSubtitleWidth)))
        return largest < Double.infinity.bitPattern
    }

    func validate() throws(InputError) {
        try requireNonNegative(contentWidth, "ItemMetrics.contentWidth")
        try requireNonNegative(selectedContentWidth, "ItemMetrics.selectedContentWidth")
        try requireNonNegative(subtitleWidth, "ItemMetrics.subtitleWidth")
        try requireNonNegative(selectedSubtitleWidth, "ItemMetrics.selectedSubtitleWidth")
    }

    /// `validate()` for element `i` of a list of `items`: the error says which.
    func validate(asItem i: Int) throws(InputError) {
        do throws(InputError) { try validate() } catch { throw error.element(i, of: "items") }
    }
}

/// One item of a pager: its stable id (which the selection, the lifecycle
/// and the list offsets follow through edits) and its title's widths.
public struct PagerItem: Sendable, Hashable {
    /// The item's stable id, unique among the pager's items.
    public var id: Int64
    /// The title's measured widths.
    public var metrics: ItemMetrics

    /// An item with id `id` and measured widths `metrics`.
    public init(id: Int64, metrics: ItemMetrics) {
        self.id = id
        self.metrics = metrics
    }

    /// An item with id `id` whose title is `width` points wide (selected
    /// or not, with no subtitle).
    public init(id: Int64, width: Double) {
        self.init(id: id, metrics: ItemMetrics(contentWidth: width))
    }
}
