/// A contained or aligned list of snaps, and the snap of every item.
public struct SnapList: Sendable, Hashable {
    /// The snaps, as offsets (non-decreasing for frames in order).
    public var offsets: [Double]
    /// For each item, the index in `offsets` of the snap it belongs to.
    public var snapOfItem: [Int]
}
