// Editing the pager's items one at a time: each edit is `setItems` with
// the new list, so the selection, the lifecycle and the page windows
// follow the ids exactly as they do for a whole new list.

extension Pager {
    /// Inserts an item with a stable `id` before `index` (0...count; count
    /// appends). Seed 003 adds tabs at run time.
    /// - Throws: `.indexOutOfRange` for an index outside 0...count;
    ///   `.outOfRange` for an id already used; the metrics' errors. Nothing
    ///   changes then.
    /// - Complexity: O(count), as `setItems`.
    public mutating func insertItem(_ item: ItemMetrics, id: Int64, at index: Int) throws(InputError) {
        guard (0...ids.count).contains(index) else { throw .indexOutOfRange }
        var newIds = ids
        var newItems = items
        newIds.insert(id, at: index)
        newItems.insert(item, at: index)
        try setItems(ids: newIds, items: newItems)
    }

    /// Removes item `index` (0..<count); its page gets its disappear and
    /// unload notifications first, and a selection on it moves to the
    /// nearest remaining item.
    /// - Throws: `.indexOutOfRange`; nothing changes then.
    /// - Complexity: O(count).
    public mutating func removeItem(at index: Int) throws(InputError) {
        guard ids.indices.contains(index) else { throw .indexOutOfRange }
        var newIds = ids
        var newItems = items
        newIds.remove(at: index)
        newItems.remove(at: index)
        try setItems(ids: newIds, items: newItems)
    }

    /// Moves item `source` to index `destination` (both 0..<count; the
    /// others keep their order); the selection stays on its id.
    /// - Throws: `.indexOutOfRange`; nothing changes then.
    /// - Complexity: O(count).
    public mutating func moveItem(from source: Int, to destination: Int) throws(InputError) {
        guard ids.indices.contains(source), ids.indices.contains(destination) else { throw .indexOutOfRange }
        var newIds = ids
        var newItems = items
        newIds.insert(newIds.remove(at: source), at: destination)
        newItems.insert(newItems.remove(at: source), at: destination)
        try setItems(ids: newIds, items: newItems)
    }
}
