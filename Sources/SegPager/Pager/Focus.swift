/// What the strip and the pages show: a position, or a direct transition from
/// an earlier focus to one item.
///
/// A swipe is a `.position`. A tap or an animated selection is a
/// `.transition`: the indicator, the titles and the strip travel from what was
/// on screen straight to the target, never sweeping over the items between,
/// and a tap during a transition starts a new one from the current focus, so
/// nothing jumps. The depth of nested transitions is bounded (`maximumDepth`).
enum Focus: Sendable, Hashable {
    // Only the nested cases are boxed: a plain position (every drag frame)
    // lives inline, so setting it allocates nothing.
    /// A position `p`: item ⌊p⌋ and the next share the focus by the fraction
    /// (2.25 is a quarter of the way from item 2 to item 3). May lie outside
    /// the items while overscrolled.
    case position(Double)
    /// A direct transition from an earlier focus to item `to`, `progress` of
    /// the way there (0...1); the items between get no share.
    indirect case transition(from: Focus, to: Int, progress: Double)
    /// A drag that grabbed the pages during a transition: what was on screen
    /// hands over to the finger's position as `progress` goes from 0 to 1, so
    /// the strip does not jump where the pages did not.
    indirect case handoff(from: Focus, toPosition: Double, progress: Double)

    /// Nested transitions beyond this depth are collapsed (see `bounded()`).
    static let maximumDepth = 8

    /// The item the focus is heading to: the target of a transition, or the
    /// nearest item to a position.
    var target: Double {
        switch self {
        case .position(let p): return p
        case .transition(_, let to, _): return Double(to)
        case .handoff(_, let p, _): return p
        }
    }

    var depth: Int {
        switch self {
        case .position: return 0
        case .transition(let from, _, _), .handoff(let from, _, _): return from.depth + 1
        }
    }

    /// This focus with its innermost transitions collapsed to their nearer end
    /// once it is deeper than `maximumDepth` (ten quick taps in a row); the
    /// change is scaled by every outer transition's remaining weight.
    func bounded() -> Focus {
        guard depth > Self.maximumDepth else { return self }
        return collapsed(keeping: Self.maximumDepth)
    }

    private func collapsed(keeping levels: Int) -> Focus {
        switch self {
        case .position:
            return self
        case .transition(let from, let to, let progress):
            if levels <= 0 { return progress >= 0.5 ? .position(Double(to)) : from.collapsed(keeping: 0) }
            return .transition(from: from.collapsed(keeping: levels - 1), to: to, progress: progress)
        case .handoff(let from, let p, let progress):
            if levels <= 0 { return progress >= 0.5 ? .position(p) : from.collapsed(keeping: 0) }
            return .handoff(from: from.collapsed(keeping: levels - 1), toPosition: p, progress: progress)
        }
    }

    /// Each item's share of the focus ("presence"): 1 − |p − i| for the two
    /// items around a position (clamped to the items), blended by a
    /// transition's progress. Shares sum to 1. Items with no share are left
    /// out, except a transition's target, which is present from its start.
    /// A transition whose start was a single page (tap at rest) moves straight
    /// from that page to the target. With `loops`, positions and indices are
    /// virtual and shares go to the real items (`i mod count`).
    /// - Complexity: O(depth).
    func presence(count: Int, loops: Bool = false) -> [(item: Int, share: Double)] {
        var shares: [(item: Int, share: Double)] = []
        appendPresence(count: count, loops: loops, to: &shares)
        return shares
    }

    /// `presence(count:loops:)` appended to `shares` (the entries already
    /// there are left alone), so a caller that keeps the array allocates
    /// nothing once it has grown.
    /// - Complexity: O(depth × entries); at most 2 entries per level.
    func appendPresence(count: Int, loops: Bool, to shares: inout [(item: Int, share: Double)]) {
        guard count > 0 else { return }
        func real(_ i: Int) -> Int { loops ? i.wrapped(into: count) : i }
        let start = shares.count
        switch self {
        case .position(let p):
            let span = loops ? PositionSpan(looping: p) : PositionSpan(p, count: count)
            if span.fraction == 0 {
                shares.append((real(span.lower), 1))
                return
            }
            let (a, b) = (real(span.lower), real(span.upper))
            if a == b {
                shares.append((a, 1))
                return
            }
            shares.append((a, 1 - span.fraction))
            shares.append((b, span.fraction))
        case .transition(let from, let virtualTo, let progress):
            let to = real(virtualTo)
            from.appendPresence(count: count, loops: loops, to: &shares)
            for k in start..<shares.count { shares[k].share *= 1 - progress }
            if let i = shares[start...].firstIndex(where: { $0.item == to }) {
                shares[i].share += progress
            } else {
                shares.append((to, progress))
            }
            Self.keep(from: start, in: &shares) { $0.share > 0 || $0.item == to }
        case .handoff(let from, let p, let progress):
            from.appendPresence(count: count, loops: loops, to: &shares)
            for k in start..<shares.count { shares[k].share *= 1 - progress }
            let end = shares.count
            Focus.position(p).appendPresence(count: count, loops: loops, to: &shares)
            // Merge the position's (at most two) entries into the earlier ones.
            var k = end
            while k < shares.count {
                let entry = shares[k]
                if let i = shares[start..<end].firstIndex(where: { $0.item == entry.item }) {
                    shares[i].share += entry.share * progress
                    shares.remove(at: k)
                } else {
                    shares[k].share = entry.share * progress
                    k += 1
                }
            }
            Self.keep(from: start, in: &shares) { $0.share > 0 }
        }
    }

    /// Removes the entries from `start` on that fail `include`, in order, in place.
    private static func keep(
        from start: Int, in shares: inout [(item: Int, share: Double)],
        _ include: ((item: Int, share: Double)) -> Bool
    ) {
        var kept = start
        for k in start..<shares.count where include(shares[k]) {
            shares[kept] = shares[k]
            kept += 1
        }
        shares.removeLast(shares.count - kept)
    }
}
