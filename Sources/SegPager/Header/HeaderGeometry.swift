/// What the header does when the list is pulled down past its top (y < 0).
public enum HeaderPullDown: Sendable, Equatable, CaseIterable {
    /// The header grows by the pull and zooms about its centre: at list offset
    /// y < 0 it is `h = H − y` tall and `w = W·(H − y)/H` wide at
    /// `x = W·y/H/2` (a header with H = 0 grows to `−y` tall, full width).
    case stretch
    /// The header moves down with the finger.
    case follow
    /// The header stays and the list pulls (room for a refresh control).
    case pinned
}

/// How the header's content (an image) fills the header (MXParallaxHeader's modes).
public enum HeaderContentMode: Sendable, Equatable, CaseIterable {
    /// The content is the header's rect: it stretches and shrinks with it.
    case fill
    /// Top-anchored, at least as tall as the header.
    case topFill
    /// Its own height (`contentHeight`), anchored to the header's top.
    case top
    /// Its own height, centred in the header (it overflows a short header
    /// equally above and below).
    case center
    /// Its own height, anchored to the header's bottom.
    case bottom
}

/// A collapsing header of height H over a pinned part S (the tab strip and
/// whatever stays), below a pin offset (a navigation bar or safe area).
/// The collapse range is R = H − S: how far the header scrolls up before only
/// S is left. The C ABI's defaults are `HeaderStyle()`'s.
public struct HeaderStyle: Sendable, Hashable {
    /// H, the expanded header's height in points, the pinned part included;
    /// ≥ 0, 0 by default.
    public var height: Double = 0
    /// S, the part that stays when collapsed (the tab strip), in points;
    /// 0...H, 0 by default.
    public var pinnedHeight: Double = 0
    /// Where the header's top sits in the container (below a navigation bar
    /// or the safe area), in points; ≥ 0, 0 by default.
    public var pinOffset: Double = 0
    /// What a pull past the top does; `.stretch` by default.
    public var pullDown: HeaderPullDown = .stretch
    /// 0: the content moves with the header; 1: it stays put while the header
    /// collapses over it. In between, a parallax.
    public var parallax: Double = 0
    /// How the content fills the header; `.fill` by default.
    public var contentMode: HeaderContentMode = .fill
    /// The content's own height for `.top`, `.center`, `.bottom` and
    /// `.topFill`; 0 means the header's height.
    public var contentHeight: Double = 0

    /// An empty style: H = S = 0, no pin offset, stretch on pull, no
    /// parallax, content filling the header.
    public init() {}

    /// R = H − S.
    public var collapseRange: Double { height - pinnedHeight }

    /// Checks that the sizes are finite and ≥ 0, S ≤ H, and the parallax is in [0, 1].
    /// - Throws: `.notFinite`; `.outOfRange` for negative sizes, S > H, or a
    ///   parallax outside [0, 1].
    public func validate() throws(InputError) {
        try requireNonNegative(height, "HeaderStyle.height")
        try requireNonNegative(pinnedHeight, "HeaderStyle.pinnedHeight")
        try requireNonNegative(pinOffset, "HeaderStyle.pinOffset")
        try requireUnit(parallax, "HeaderStyle.parallax")
        try requireNonNegative(contentHeight, "HeaderStyle.contentHeight")
        guard pinnedHeight <= height else {
            throw InputError(
                .outOfRange, field: "HeaderStyle.pinnedHeight", rule: "must be <= height", value: pinnedHeight
            )
        }
    }
}

/// A rectangle in the container's coordinates (y grows down).
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge (y grows down).
    public var y: Double
    /// The width, ≥ 0 for every rect the engine returns.
    public var width: Double
    /// The height, ≥ 0 for every rect the engine returns.
    public var height: Double

    /// A rect with its top-left corner at (x, y).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
}

/// Where the header is for a list offset y: pulled past its top, at its top,
/// part collapsed, or pinned.
public enum HeaderPhase: Sendable, Equatable, CaseIterable {
    /// Pulled down past the top (y < 0).
    case stretched
    /// At the top (y = 0).
    case expanded
    /// Part collapsed (0 < y < R).
    case collapsing
    /// Collapsed to its pinned part (y ≥ R).
    case pinned
}

/// The header drawn for one list offset.
public struct HeaderFrame: Sendable, Hashable {
    /// The header's rect: its top at `pinOffset − min(y, R)` for list offset
    /// y ≥ 0, moved or stretched by `pullDown` below 0; the container's width
    /// (wider while stretched).
    public var header: Rect
    /// The content's rect (an image) inside the header, placed by
    /// `contentMode` and moved down by `parallax` of the collapsed distance.
    public var content: Rect
    /// The pinned part (the tab strip), at the header's bottom.
    public var strip: Rect
    /// The region the list offset is in (`HeaderStyle.phase(atListOffset:)`).
    public var phase: HeaderPhase
    /// 0 (expanded) ... 1 (pinned), for fading a navigation bar.
    public var progress: Double
    /// The header's height over H (> 1 only while stretched).
    public var stretchScale: Double
}

extension HeaderStyle {
    /// The region for list offset `y`: stretched below 0, expanded at
    /// 0, collapsing below R, pinned from R on (a style that does not
    /// collapse, R = 0, is expanded at 0).
    /// - Complexity: O(1).
    public func phase(atListOffset y: Double) -> HeaderPhase {
        if y < 0 { return .stretched }
        return y == 0 ? .expanded : (y < collapseRange ? .collapsing : .pinned)
    }

    /// The header for list offset `y` (0: fully expanded; y ≥ R: pinned) in a
    /// container `width` wide. By region: y < 0 pulls down (by
    /// `pullDown`), 0 ≤ y < R moves the header up by y, y ≥ R holds it at −R.
    /// Everything sits below `pinOffset`. RTL does not change it (the
    /// stretch stays centred).
    /// - Throws: `.notFinite`, `.outOfRange` (see `validate`, and width < 0).
    /// - Complexity: O(1).
    public func frame(atListOffset y: Double, width: Double) throws(InputError) -> HeaderFrame {
        try validate()
        try requireFinite(y, "listOffset")
        try requireNonNegative(width, "width")
        let (H, S, R, top) = (height, pinnedHeight, collapseRange, pinOffset)
        var header: Rect
        let phase = self.phase(atListOffset: y)
        if y < 0 {
            switch pullDown {
            case .stretch:
                // seed 004: CGRectMake(W·y/H/2, 0, W·(H − y)/H, H − y)
                header =
                    H > 0
                    ? Rect(x: width * y / H / 2, y: top, width: width * (H - y) / H, height: H - y)
                    : Rect(x: 0, y: top, width: width, height: -y)
            case .follow:
                header = Rect(x: 0, y: top - y, width: width, height: H)
            case .pinned:
                header = Rect(x: 0, y: top, width: width, height: H)
            }
        } else {
            header = Rect(x: 0, y: top - min(y, R), width: width, height: H)
        }
        let strip = Rect(x: header.x, y: header.maxY - S, width: header.width, height: S)
        let collapsed = min(max(y, 0), R)
        // A style that cannot collapse (R = 0) is expanded, progress 0, at
        // y = 0 and pinned, progress 1, past it: the phase's rule.
        let progress = R > 0 ? collapsed / R : (y > 0 ? 1 : 0)
        // The content lags the header by `parallax` of the collapsed distance.
        let lag = parallax * collapsed
        let own = contentHeight > 0 ? contentHeight : H
        var content: Rect
        switch contentMode {
        case .fill: content = header
        case .topFill:
            content = Rect(x: header.x, y: header.y, width: header.width, height: max(own, header.height))
        case .top: content = Rect(x: header.x, y: header.y, width: header.width, height: own)
        case .center:
            content = Rect(
                x: header.x, y: header.y + (header.height - own) / 2, width: header.width, height: own)
        case .bottom: content = Rect(x: header.x, y: header.maxY - own, width: header.width, height: own)
        }
        content.y += lag
        let frame = HeaderFrame(
            header: header, content: content, strip: strip, phase: phase, progress: progress,
            stretchScale: H > 0 ? header.height / H : 1)
        // Finite input can still overflow (a subnormal H makes the stretch
        // scale infinite): every output is checked, for the pager's frame too.
        // (No array of the three rects: this runs every frame, and must not allocate.)
        func isFinite(_ r: Rect) -> Bool {
            r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite
        }
        guard isFinite(header), isFinite(content), isFinite(strip), frame.progress.isFinite,
            frame.stretchScale.isFinite
        else { throw .overflow }
        return frame
    }
}
