// A loop's points (Embla's `SlideLooper.ts`), as `ScrollSnaps.loopPoints()`
// gives them.

/// Which end of a loop a loop point brings items to.
public enum LoopEdge: Sendable, Hashable, CaseIterable {
    /// The last items drawn in front of the first (shifted by −content).
    case start
    /// The first items drawn after the last (shifted by +content).
    case end
}

/// One of Embla's loop points: below `offset` item `index` is drawn shifted
/// by `shiftBefore`, at or above it by `shiftAfter` (points of x).
public struct LoopPoint: Sendable, Hashable {
    /// The item.
    public var index: Int
    /// The end it is brought to.
    public var edge: LoopEdge
    /// The offset where the shift changes.
    public var offset: Double
    /// The x shift below `offset`.
    public var shiftBefore: Double
    /// The x shift at or above `offset`.
    public var shiftAfter: Double

    /// The x shift at strip/page offset `offset`.
    /// - Complexity: O(1).
    public func shift(at offset: Double) -> Double {
        offset < self.offset ? shiftBefore : shiftAfter
    }
}

/// Embla's loop points of a loop, and whether the loop has no gap.
public struct LoopPoints: Sendable, Hashable {
    /// The points, the start edge's first.
    public var points: [LoopPoint]
    /// Whether every item with a point leaves the others wide enough to
    /// fill the view (within 0.1): Embla's `canLoop`. A front end should
    /// not loop when it is false.
    public var canLoop: Bool
}
