// Where a visible item and its labels are, so a front end draws the strip
// from the pager's frame alone, without a layout of its own.

/// One visible item of a strip as a frame draws it: the item's frame and
/// the horizontal extents of its title and subtitle, in strip content
/// coordinates (the same as the indicator's; subtract the strip offset for
/// the screen).
///
/// The labels are the content the caller measured (`ItemMetrics`): title
/// then subtitle side by side (the title at the right in right-to-left),
/// centred between the item's content insets (`StripLayout`). Their widths
/// follow the item's selection weight from the normal widths to the
/// selected ones, as its colour does. They are the unscaled boxes: draw a
/// label scaled by the appearance's `scale` about its box's centre, and
/// centre it vertically in the strip (the engine knows no text heights).
/// Without metrics the title is the item's content box.
public struct StripItem: Sendable, Hashable {
    /// The item's index (a real index, also in a looping strip).
    public var item: Int
    /// The item's frame; in a looping strip, the copy on screen.
    public var frame: ItemFrame
    /// The title's box.
    public var title: ItemFrame
    /// The subtitle's box; nil when the item has none.
    public var subtitle: ItemFrame?

    /// An item with every field given; nothing is validated.
    public init(item: Int, frame: ItemFrame, title: ItemFrame, subtitle: ItemFrame? = nil) {
        self.item = item
        self.frame = frame
        self.title = title
        self.subtitle = subtitle
    }
}

extension StripGeometry {
    /// Item `v`'s frame and label boxes at selection weight `weight` (0
    /// normal, 1 selected); `v` is virtual when the strip loops.
    /// - Throws: `.notFinite` / `.outOfRange` for a bad frame or metrics.
    /// - Complexity: O(1).
    func stripItem(_ v: Int, selectionWeight weight: Double) throws(InputError) -> StripItem {
        let frame = try frame(v)
        let center = contentCenter(of: frame)
        guard let metrics = try metrics(v) else {
            let width = max(0, frame.width - contentLeadingInset - contentTrailingInset)
            return StripItem(
                item: real(v), frame: frame, title: ItemFrame(x: center - width / 2, width: width))
        }
        let w = min(max(weight, 0), 1)
        let title = lerp(metrics.contentWidth, metrics.selectedTitleWidth, w)
        let normalSubtitle = metrics.subtitleWidth
        let selectedSubtitle =
            metrics.selectedSubtitleWidth == 0 ? normalSubtitle : metrics.selectedSubtitleWidth
        let subtitle = lerp(normalSubtitle, selectedSubtitle, w)
        let left = center - (title + subtitle) / 2
        let (titleX, subtitleX) = direction == .leftToRight ? (left, left + title) : (left + subtitle, left)
        return StripItem(
            item: real(v), frame: frame, title: ItemFrame(x: titleX, width: title),
            subtitle: selectedSubtitle > 0 || normalSubtitle > 0
                ? ItemFrame(x: subtitleX, width: subtitle) : nil)
    }

    /// The strip items of the visible range `visible`, in order, with the
    /// selection weights of `appearances` (one per item of `visible`).
    func appendStripItems(
        of visible: Range<Int>, appearances: [ItemAppearance], to items: inout [StripItem]
    ) throws(InputError) {
        for (k, v) in visible.enumerated() {
            items.append(try stripItem(v, selectionWeight: appearances[k].selectionWeight))
        }
    }
}
