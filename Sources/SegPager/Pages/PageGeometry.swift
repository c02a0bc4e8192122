/// Where a page sits in the viewport when it is at its position.
public enum PageAlignment: Sendable, Equatable, CaseIterable {
    /// The page's leading edge at the viewport's leading edge.
    case leading
    /// The page centred in the viewport (a peeking carousel).
    case center
}

/// The pager's pages: how wide, how far apart, how many, and how they align.
///
/// Maps between the **page offset** (the pager's horizontal content offset)
/// and the **position** `p` (`2.25` is a quarter of the way from page 2 to
/// page 3). Pages may be narrower than the viewport (a peeking carousel,
/// Flutter's `viewportFraction < 1`) or wider.
///
///     offset(p) = leadingPad + p × (pageWidth + pageSpacing) − shift
///
/// where `shift` is 0 when leading-aligned and `(viewport − page) / 2` when
/// centred. With `padEnds`, the content is padded so that the first and last
/// page can both reach their aligned place. In right-to-left, page 0 is at the
/// right: `offset_rtl = maxOffset − offset_ltr`.
///
/// The C ABI's defaults are `PageGeometry()`'s.
public struct PageGeometry: Sendable, Hashable {
    /// The largest magnitude of a page index, or of a position in pages,
    /// that the engine turns into an `Int`: 10^15 where `Int` has 64 bits,
    /// and 2^30 where it has 32 (the web door's wasm32 build), since
    /// converting a larger one would overflow and trap. Past it a call
    /// throws or places nothing, as its documentation says.
    #if _pointerBitWidth(_64)
        package static let largestIndex: Double = 1e15
    #else
        package static let largestIndex: Double = 1_073_741_824
    #endif

    /// How many pages; ≥ 0, 0 by default. It sets the content's extent
    /// (`offsetRange`, in which right-to-left offsets are mirrored);
    /// positions outside 0..<pageCount are still mapped (overscroll).
    public var pageCount: Int = 0
    /// Which end page 0 is at; `.leftToRight` by default.
    public var direction: Direction = .leftToRight
    /// Where a page at its position sits in the viewport; `.leading` by default.
    public var alignment: PageAlignment = .leading
    /// Pads the content so that the first and last page reach their aligned
    /// place (matters for centred pages narrower than the viewport); on by default.
    public var padEnds: Bool = true
    /// The pager's viewport width.
    public var viewportWidth: Double = 0
    /// One page's width; nil (the default) for the viewport's (full-width
    /// pages), else > 0.
    public var pageWidth: Double? = nil
    /// The gap between neighbouring pages, in points; ≥ 0, 0 by default.
    public var pageSpacing: Double = 0

    /// No pages: left-to-right, leading-aligned, padded ends, zero widths and spacing.
    public init() {}

    /// The width of one page (`pageWidth`, or the viewport's when nil).
    @inlinable
    public var effectivePageWidth: Double { pageWidth ?? viewportWidth }

    /// The distance between the leading edges of neighbouring pages.
    @inlinable
    public var stride: Double { effectivePageWidth + pageSpacing }

    /// Checks every field's range.
    ///
    /// - Throws: `.notFinite` for NaN/±∞; `.outOfRange` for a negative length
    ///   or count, or a zero stride (no page width, viewport or spacing).
    /// - Complexity: O(1).
    public func validate() throws(InputError) {
        try requireNonNegative(viewportWidth, "PageGeometry.viewportWidth")
        if let pageWidth { try requirePositive(pageWidth, "PageGeometry.pageWidth") }
        try requireNonNegative(pageSpacing, "PageGeometry.pageSpacing")
        try requireNonNegative(pageCount, "PageGeometry.pageCount")
        guard stride > 0, stride.isFinite else {
            throw InputError(
                .outOfRange,
                field: pageWidth == nil ? "PageGeometry.viewportWidth" : "PageGeometry.pageWidth",
                rule: "must give a page stride > 0 (the viewport width is required)", value: stride)
        }
    }

    /// The spare viewport width beside one page (negative for wide pages).
    var spare: Double { viewportWidth - effectivePageWidth }

    /// Padding before the first page (visual left in left-to-right).
    var leadingPad: Double {
        padEnds && alignment == .center ? max(0, spare / 2) : 0
    }

    /// Padding after the last page.
    var trailingPad: Double {
        guard padEnds else { return 0 }
        switch alignment {
        case .leading: return max(0, spare)
        case .center: return max(0, spare / 2)
        }
    }

    /// How far the aligned place is from the viewport's leading edge.
    var alignmentShift: Double {
        alignment == .center ? spare / 2 : 0
    }

    /// The content width: padding, pages and the spacing between them.
    public var contentWidth: Double {
        let pages = Double(pageCount) * effectivePageWidth + Double(max(pageCount - 1, 0)) * pageSpacing
        return leadingPad + pages + trailingPad
    }

    /// The offsets the pager can rest at without overscroll:
    /// `0...max(0, contentWidth − viewportWidth)`.
    /// - Complexity: O(1).
    public var offsetRange: ClosedRange<Double> {
        0...max(0, contentWidth - viewportWidth)
    }

    /// The position at a page offset; not clamped (overscroll gives `p < 0` or
    /// `p > pageCount − 1`); within 1e-9 of an integer it is that integer.
    ///
    /// - Throws: `.notFinite` for a non-finite offset; see `validate()`.
    /// - Complexity: O(1).
    public func position(atPageOffset offset: Double) throws(InputError) -> Double {
        try validate()
        try requireFinite(offset, "pageOffset")
        let leftToRightOffset = direction == .rightToLeft ? offsetRange.upperBound - offset : offset
        let p = (leftToRightOffset - leadingPad + alignmentShift) / stride
        guard p.isFinite else { throw .overflow }
        return PageGeometry.snappedPosition(p)
    }

    /// The page offset at a position; the inverse of `position(atPageOffset:)`.
    ///
    /// - Throws: `.notFinite` for a non-finite position or result; see
    ///   `validate()`.
    /// - Complexity: O(1).
    public func pageOffset(atPosition p: Double) throws(InputError) -> Double {
        try validate()
        try requireFinite(p, "position")
        let leftToRightOffset = leadingPad + p * stride - alignmentShift
        let offset =
            direction == .rightToLeft ? offsetRange.upperBound - leftToRightOffset : leftToRightOffset
        guard offset.isFinite else { throw .overflow }
        return offset
    }

    /// The page offset under `newGeometry` that keeps the position this
    /// geometry has at `offset`: a resize never changes the selection.
    /// - Complexity: O(1).
    public func pageOffset(
        _ offset: Double, resizedTo newGeometry: PageGeometry
    ) throws(InputError) -> Double {
        try newGeometry.pageOffset(atPosition: position(atPageOffset: offset))
    }
}
