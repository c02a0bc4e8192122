// The line the pager's pages move along: converts between focus positions
// (kept within about a lap of 0 when looping) and page offsets (which add
// the laps back), and names the item nearest to a position.

/// The pages' geometry as a pager sees it in one step: the items' pages, the
/// laps already travelled (looping) and whether positions wrap.
///
/// A motion asks it for offsets instead of reading the pager, so a motion is
/// a value that knows nothing of items, ids or lifecycle.
struct PagerTrack {
    /// The page geometry with the pager's page count and direction.
    let pages: PageGeometry
    /// Looping: whole laps (of `count` pages) moved out of focus positions.
    let lap: Double
    /// Whether positions wrap around the items (looping with items).
    let looping: Bool

    var count: Int { pages.pageCount }

    /// How far from page 0 a looping position may be, in pages: 10^12, or
    /// 2^29 on a 32-bit build (half `PageGeometry.largestIndex`, so sums of
    /// two virtual indices stay Ints).
    static let largestLoopingPosition = min(1e12, PageGeometry.largestIndex / 2)

    /// What a looping offset past `largestLoopingPosition` breaks, for the error.
    #if _pointerBitWidth(_64)
        static let loopingRule: StaticString = "must be within 1e12 pages of page 0 when the pages loop"
    #else
        static let loopingRule: StaticString =
            "must be within 2^29 pages of page 0 when the pages loop (a 32-bit build)"
    #endif

    /// The page offset of a focus position (adding the laps when looping).
    @inline(__always)
    func offset(at p: Double) throws(InputError) -> Double {
        try pages.pageOffset(atPosition: p + lap * Double(count))
    }

    /// The focus position of a page offset (less the laps when looping).
    @inline(__always)
    func position(atPageOffset x: Double) throws(InputError) -> Double {
        let absolute = try pages.position(atPageOffset: x)
        // Looping positions count laps in whole pages; past 10^12 pages the
        // offsets (in points) lose sub-point precision, so they are refused;
        // a 32-bit build refuses past 2^29, where its virtual indices
        // (Ints) would come near overflowing.
        if looping && abs(absolute) > Self.largestLoopingPosition {
            throw InputError(.outOfRange, field: "pageOffset", rule: Self.loopingRule, value: x)
        }
        let p = absolute - lap * Double(count)
        guard p.isFinite else { throw .overflow }
        return p
    }

    /// A (virtual, when looping) item index as a real one.
    @inline(__always)
    func real(_ i: Int) -> Int {
        guard looping else { return i }
        return i.wrapped(into: count)
    }

    /// The item nearest to position `x` (half way goes up), clamped to the
    /// items; 0 with none. Clamps before converting, so no double traps.
    @inline(__always)
    func item(nearest x: Double) -> Int {
        guard count > 0 else { return 0 }
        if looping {
            // The nearest virtual page, wrapped in Double (it may be huge).
            let n = Double(count)
            let p = CommitRule.nearest.page(at: x)
            let wrapped = p - n * (p / n).rounded(.down)
            return min(max(Int(wrapped), 0), count - 1)
        }
        return (try? CommitRule.nearest.selectedIndex(at: x, pageCount: count)) ?? 0
    }

    /// Looping: the virtual index of item `i` nearest to position `p` (the
    /// short way round); `i` itself otherwise. Positions stay within about
    /// a lap, so this is a small Int.
    func copy(of i: Int, nearest p: Double) -> Int {
        guard looping else { return i }
        return i + count * Int(((p - Double(i)) / Double(count)).rounded())
    }

    /// The page a drag starting at `p` begins on (virtual when looping).
    func startItem(at p: Double) -> Int {
        looping ? Int(PageGeometry.snappedPosition(p).rounded()) : item(nearest: p)
    }

    /// The page at rest nearest to `p`: inside the items unless looping.
    func restingPosition(near p: Double) -> Double {
        looping ? PageGeometry.snappedPosition(p).rounded() : Double(item(nearest: p))
    }
}
