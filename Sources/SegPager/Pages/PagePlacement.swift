// Where the pages are drawn: for a focus, the pages on screen and each
// one's place in the viewport, by the far-transition mode. The strip reads
// the focus itself; the pages, their lifecycle and windows read this.

/// The pages on screen for a focus, and the position they are at.
///
/// A page is placed by `u`, its leading edge's distance from the viewport's
/// aligned place in page strides (`PageGeometry.stride`), in the strip's
/// logical order: at position `p`, page `i` has `u = i − p`, so its left
/// edge is `u × stride + alignmentShift` (mirrored in right-to-left). A
/// position places every page that overlaps the viewport. A transition
/// places what its mode shows (`FarTransition`): `.sweep` and `.preJump`
/// the pages at the position it has got to, `.adjacent` the pages on screen
/// at its start with the target beside them, all sliding together.
struct PagePlacement {
    /// The line the pages move along.
    let track: PagerTrack
    /// How a transition moves the pages (`.sweep` for a host driver).
    let mode: FarTransition
    /// `.preJump`: how near the target the pages jump, in pages.
    let preJumpDistance: Int

    /// The most pages placed at once. Pages so narrow that more would show
    /// (under 1/64 of the viewport) are placed 64 at a time, around the position.
    static let maximumPages = 64

    /// A placed page: its (virtual, when looping) index and its `u`.
    typealias Entry = (page: Int, u: Double)

    private var geometry: PageGeometry { track.pages }

    /// The position the pages are at for `focus`: the frame's page offset is
    /// this position's. A position is itself; a transition's is where its
    /// sweep has got to (`.sweep`), the same after the jump (`.preJump`), or
    /// the position that puts its target where it is drawn (`.adjacent`).
    /// - Complexity: O(depth) (`.adjacent`: O(depth × pages on screen)).
    func position(of focus: Focus) -> Double {
        switch focus {
        case .position(let p), .handoff(_, let p, _):
            return p
        case .transition(let from, let to, let progress):
            switch mode {
            case .sweep:
                return lerp(position(of: from), Double(to), progress)
            case .preJump:
                return lerp(jumped(position(of: from), to: to), Double(to), progress)
            case .adjacent:
                var scratch: [Entry] = []
                return place(focus, into: &scratch)
            }
        }
    }

    /// `p` moved to within `preJumpDistance` pages of `to`.
    private func jumped(_ p: Double, to: Int) -> Double {
        let distance = Double(preJumpDistance)
        return min(max(p, Double(to) - distance), Double(to) + distance)
    }

    /// Appends the pages on screen for `focus` to `placed` (the entries
    /// already there are left alone) and returns the pages' position
    /// (`position(of:)`). Entries overlap the viewport; an index appears
    /// at most once.
    /// - Complexity: O(depth × pages on screen).
    @discardableResult
    func place(_ focus: Focus, into placed: inout [Entry]) -> Double {
        switch focus {
        case .position(let p), .handoff(_, let p, _):
            appendRun(around: p, into: &placed)
            return p
        case .transition(let from, let to, let progress):
            guard mode == .adjacent else {
                let p = position(of: focus)
                appendRun(around: p, into: &placed)
                return p
            }
            return placeAdjacent(from: from, to: to, progress: progress, into: &placed)
        }
    }

    /// `.adjacent`: the pages `from` shows, with the target beside them on
    /// the side of travel (or where it already is among them), slid
    /// together `progress` of the way until the target is at its place;
    /// pages that come on screen beyond the ends follow in index order.
    private func placeAdjacent(from: Focus, to: Int, progress: Double, into placed: inout [Entry]) -> Double {
        let start = placed.count
        let fromPosition = place(from, into: &placed)
        let target = Double(to)
        // How far the pages slide: the target's u when the transition starts.
        var travel: Double
        if let k = placed[start...].firstIndex(where: { $0.page == to }) {
            travel = placed[k].u
        } else if placed.count == start {
            travel = target - fromPosition
            placed.append((to, travel))
        } else {
            var (low, high) = (Double.infinity, -Double.infinity)
            for k in start..<placed.count {
                low = min(low, placed[k].u)
                high = max(high, placed[k].u)
            }
            travel = target >= fromPosition ? high + 1 : low - 1
            placed.append((to, travel))
        }
        let slid = progress * travel
        for k in start..<placed.count { placed[k].u -= slid }
        extendEnds(from: start, in: &placed)
        keepVisible(from: start, in: &placed)
        return target - (travel - slid)
    }

    /// Whether a page at `u` overlaps the viewport.
    @inline(__always)
    private func isVisible(_ u: Double) -> Bool {
        let left = u * geometry.stride + geometry.alignmentShift
        return left < geometry.viewportWidth && left + geometry.effectivePageWidth > 0
    }

    /// Whether page `i` exists: any index when looping, else one of the items'.
    @inline(__always)
    private func exists(_ i: Int) -> Bool {
        track.looping || (0..<track.count).contains(i)
    }

    /// Appends the pages that overlap the viewport at position `p`, in index order.
    private func appendRun(around p: Double, into placed: inout [Entry]) {
        let pages = geometry
        guard track.count > 0, pages.stride > 0, p.isFinite else { return }
        // The indices i with (i − p) × stride + shift in (−width, viewport).
        var low = (p - (pages.alignmentShift + pages.effectivePageWidth) / pages.stride).rounded(.down) + 1
        var high = (p + (pages.viewportWidth - pages.alignmentShift) / pages.stride).rounded(.up) - 1
        if !track.looping {
            low = max(low, 0)
            high = min(high, Double(track.count - 1))
        }
        let largest = PageGeometry.largestIndex
        guard low <= high, abs(low) < largest, abs(high) < largest else { return }
        let limit = Double(Self.maximumPages)
        if high - low + 1 > limit {
            low = max(low, p.rounded(.down) - (limit / 2 - 1))
            high = low + limit - 1
        }
        var i = Int(low)
        let last = Int(high)
        while i <= last {
            let u = Double(i) - p
            if isVisible(u) { placed.append((i, u)) }
            i += 1
        }
    }

    /// Adds the pages that come on screen past the lowest and the highest
    /// placed page (from `start`), next to them in index order.
    private func extendEnds(from start: Int, in placed: inout [Entry]) {
        guard placed.count > start else { return }
        var (lowest, highest) = (start, start)
        for k in start..<placed.count {
            if placed[k].u < placed[lowest].u { lowest = k }
            if placed[k].u > placed[highest].u { highest = k }
        }
        var (i, u) = placed[highest]
        while placed.count - start < Self.maximumPages, exists(i + 1), isVisible(u + 1),
            !placed[start...].contains(where: { $0.page == i + 1 })
        {
            (i, u) = (i + 1, u + 1)
            placed.append((i, u))
        }
        (i, u) = placed[lowest]
        while placed.count - start < Self.maximumPages, exists(i - 1), isVisible(u - 1),
            !placed[start...].contains(where: { $0.page == i - 1 })
        {
            (i, u) = (i - 1, u - 1)
            placed.append((i, u))
        }
    }

    /// Removes the entries from `start` on that do not overlap the viewport.
    private func keepVisible(from start: Int, in placed: inout [Entry]) {
        var kept = start
        for k in start..<placed.count where isVisible(placed[k].u) {
            placed[kept] = placed[k]
            kept += 1
        }
        placed.removeLast(placed.count - kept)
    }

    /// A placed page as drawn: its left edge in the viewport (visual
    /// coordinates: mirrored in right-to-left) and the fraction of its
    /// width that shows.
    func drawn(_ entry: Entry) -> (x: Double, visibility: Double) {
        let pages = geometry
        let width = pages.effectivePageWidth
        let leading = entry.u * pages.stride + pages.alignmentShift
        let x = pages.direction == .rightToLeft ? pages.viewportWidth - leading - width : leading
        let shown = min(leading + width, pages.viewportWidth) - max(leading, 0)
        return (x, min(max(shown / width, 0), 1))
    }
}
