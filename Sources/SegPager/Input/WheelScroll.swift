// A wheel's or a trackpad's scroll, as a value: it has no lift, so it ends
// a settle delay after its last event. Each of its two moves (the pages,
// the list) has its own end; the pager asks for the ends that are due.

/// A wheel's scroll under way: when its drag of the pages is released and
/// when its scroll of the list ends (each its last event plus the settle
/// delay), so the settle never depends on the tick rate.
struct WheelScroll: Sendable {
    /// When the wheel's drag of the pages is released; nil when no wheel
    /// moves them.
    private var pagesRelease: Double?
    /// When its scroll of the list ends (a pull springs back, a snapping
    /// header snaps); nil when no wheel scrolls it.
    private var listEnd: Double?
    /// The page (focus position) the wheel's drag of the pages began on: it
    /// moves them at most one page either side of it.
    private(set) var pagesOrigin: Double?

    /// Whether a wheel drags the pages.
    var movesPages: Bool { pagesRelease != nil }

    /// The wheel moved the pages at `t`: they are released `delay` later
    /// unless it moves them again.
    mutating func movedPages(at t: Double, delay: Double) { pagesRelease = t + delay }

    /// The wheel began to drag the pages on page `origin`.
    mutating func beganPages(on origin: Double) { pagesOrigin = origin }

    /// The wheel scrolled the list at `t`: its scroll ends `delay` later
    /// unless it scrolls again.
    mutating func movedList(at t: Double, delay: Double) { listEnd = t + delay }

    /// A finger took the pages over: the wheel no longer releases them.
    mutating func handPagesOver() {
        pagesRelease = nil
        pagesOrigin = nil
    }

    /// The time the list's scroll ended, if it is due by `t` (then taken).
    mutating func takeListEnd(dueBy t: Double) -> Double? {
        guard let end = listEnd, t >= end else { return nil }
        listEnd = nil
        return end
    }

    /// The time the pages are released, if it is due by `t` (then taken).
    mutating func takePagesRelease(dueBy t: Double) -> Double? {
        guard let release = pagesRelease, t >= release else { return nil }
        pagesRelease = nil
        pagesOrigin = nil
        return release
    }
}
