/// Each item's index by its stable id, so per-frame work never scans the
/// items.
struct ItemIndex: Sendable {
    private var indices: [Int64: Int] = [:]

    init() {}

    /// The index of `ids`; nil when an id appears twice.
    /// - Complexity: O(n).
    init?(ids: [Int64]) {
        indices.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() {
            guard indices.updateValue(i, forKey: id) == nil else { return nil }
        }
    }

    /// The item index of `id`, nil when no item has it.
    subscript(id: Int64) -> Int? { indices[id] }

    func contains(_ id: Int64) -> Bool { indices[id] != nil }
}
