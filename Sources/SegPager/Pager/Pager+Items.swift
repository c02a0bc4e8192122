// Editing the pager's items one at a time: each edit is `setItems` with
// the new list, so the selection, the lifecycle and the page windows
// follow the ids exactly as they do for a whole new list.

extension Pager {
    /// Replaces the items (set, insert, remove or move them), keeping the
    /// selection by id. A running transition or settle finishes at once on
    /// its target (or the selection, if the target is gone); a drag keeps its
    /// finger's page. Removed pages get their disappear notifications first.
    /// - Throws: `.outOfRange` for repeated ids (naming the first), and the
    ///   layout's errors; nothing changes then.
    public mutating func setItems(_ items: [PagerItem]) throws(InputError) {
        try setItems(ids: items.map { $0.id }, metrics: items.map { $0.metrics })
    }

    /// `setItems(_:)` with parallel ids and metrics (the C layer's form).
    package mutating func setItems(ids newIds: [Int64], metrics newItems: [ItemMetrics]) throws(InputError) {
        try setItems(ids: newIds, metrics: newItems, index: nil)
    }

    /// `setItems(ids:metrics:)` with `newIds`' index when the caller has it
    /// (an edit's, made from the current one); nil: built here.
    private mutating func setItems(
        ids newIds: [Int64], metrics newItems: [ItemMetrics], index: ItemIndex?
    ) throws(InputError) {
        let saved = self
        do {
            try replaceItems(ids: newIds, items: newItems, index: index)
            // Edits with no step between them must not grow the queue either.
            books.cap(at: configuration.notificationLimit)
        } catch {
            self = saved
            throw error
        }
    }

    private mutating func replaceItems(
        ids newIds: [Int64], items newItems: [ItemMetrics], index known: ItemIndex?
    ) throws(InputError) {
        let newIndex: ItemIndex
        if let known { newIndex = known } else { newIndex = try Self.index(ids: newIds, items: newItems) }
        let newLayout = try Self.layOut(newItems, stripStyle, configuration)
        let eventTime = state.now
        func removed(_ id: Int64) -> Bool { !newIndex.contains(id) }
        books.pending += books.lifecycle.remove(where: removed, index: index, time: eventTime)
        // after they disappeared
        books.pending += books.windows.remove(where: removed, index: index, time: eventTime)
        books.lists.keep(where: newIndex.contains)

        let oldTrack = track
        let selectedId = selectedIndex.map { ids[$0] }
        // The page a settle or transition heads to, by id (an empty pager
        // can still be settling).
        let targetId = state.motion.target.flatMap { target in
            ids.isEmpty ? nil : ids[oldTrack.item(nearest: target.position)]
        }
        let keptPosition = state.focus.target
        let change = state.motion.itemChange
        // A drag: the page it began on, by id (its start index must name the
        // same page, or the nearest, in the new items; looping start indices
        // are virtual, and `lapShift` keeps their lap), and the page under the
        // finger with how far past it the finger is, so the same page stays
        // under the finger in the new items.
        var drag: (start: Int64, lapShift: Int, finger: Int64, fraction: Double, laps: Double)?
        if case .followsFinger(let d) = change, !ids.isEmpty {
            let first =
                looping ? d.startItem.wrapped(into: ids.count) : min(max(d.startItem, 0), ids.count - 1)
            // In Double until the page is inside the items: any finite
            // position converts without trapping.
            let page = keptPosition.rounded(.down)
            let n = Double(ids.count)
            let laps = looping ? (page / n).rounded(.down) : 0
            let under = Int(min(max(page - laps * n, 0), n - 1))
            drag = (
                ids[first], looping ? d.startItem - first : 0, ids[under],
                keptPosition - (Double(under) + laps * n), laps
            )
        }
        state.handoff = nil  // it names items by their old indices
        ids = newIds
        index = newIndex
        items = newItems
        state.layout = newLayout
        let count = newIds.count
        let track = track
        func mapped(_ id: Int64?) -> Int? { id.flatMap { newIndex[$0] } }
        // A motion that the new items end (it lands on its target at once)
        // leaves the pager at rest, where the selection is the page shown.
        var restSelection: Int?
        switch change {
        case .followsFinger(var d):
            var p = 0.0
            if count > 0 {
                p =
                    mapped(drag?.finger).map { Double($0) + (drag?.fraction ?? 0) }
                    ?? Double(track.item(nearest: keptPosition))
                // Looping: the finger's laps, counted in pages of the new length.
                p = looping ? p + (drag?.laps ?? 0) * Double(count) : min(max(p, -1), Double(count))
            }
            state.focus = .position(p)
            // The finger's page offset moves with its page.
            let shift = ((try? track.offset(at: p)) ?? 0) - ((try? track.offset(at: keptPosition)) ?? 0)
            d.finger += shift
            d.startItem = (mapped(drag?.start) ?? track.item(nearest: p)) + (drag?.lapShift ?? 0)
            state.motion = .drag(d)
        case .keepsPosition:
            state.focus = .position(count == 0 ? 0 : min(max(keptPosition, -1), Double(count)))
        case .lands:
            // The first items of a pager created with none rest on the
            // configuration's initial index (clamped), as if created with them.
            let initial =
                state.initialIndexPending && count > 0
                ? min(max(configuration.initialIndex, 0), count - 1) : nil
            let rest = initial ?? mapped(targetId) ?? mapped(selectedId) ?? track.item(nearest: keptPosition)
            state.focus = .position(Double(rest))
            state.motion = .idle
            restSelection = count == 0 ? nil : rest
        }
        if count > 0 { state.initialIndexPending = false }  // applied, or a drag took over
        // The selection follows its id; if it is gone, the nearest item.
        let newSelection =
            count == 0
            ? nil : (restSelection ?? mapped(selectedId) ?? track.item(nearest: state.focus.target))
        // Landing a tap or a settle early on another page commits it with the
        // motion's cause; otherwise an edit's (insert, remove, move) is
        // `.edit` and a new list's the program's. A change of the selected
        // index or of the selected page (the selected one removed, its
        // neighbour now at its index) is reported.
        let landed = restSelection != nil && targetId != nil && restSelection != mapped(selectedId)
        let cause = landed ? state.lastCause : known != nil ? .edit : .program
        if newSelection != selectedIndex || newSelection.map({ newIds[$0] }) != selectedId {
            let previous = selectedIndex.flatMap { $0 < count ? $0 : nil }
            state.selectedIndex = newSelection
            if let newSelection {
                books.pending.append(
                    PagerNotification(
                        kind: .selectedChanged, page: newSelection, id: ids[newSelection], previous: previous,
                        cause: cause, time: eventTime))
            }
        }
        state.vertical.keepFling(onList: selectedListID)  // a fling on a list no longer selected stops
        updateLifecycle(time: eventTime)
    }

    /// Inserts `item` (with an id no other item has) before `index`
    /// (0...count; count appends): tabs added at run time.
    /// - Throws: `.indexOutOfRange` for an index outside 0...count (its
    ///   `validIndices` say so); `.outOfRange` for an id already used (its
    ///   `repeatedIndex` is the item that has it); the metrics' errors.
    ///   Nothing changes then.
    /// - Complexity: O(count), as `setItems`.
    public mutating func insertItem(_ item: PagerItem, at index: Int) throws(InputError) {
        try insertItem(metrics: item.metrics, id: item.id, at: index)
    }

    /// `insertItem(_:at:)` with the id and metrics apart (the C layer's form).
    package mutating func insertItem(metrics item: ItemMetrics, id: Int64, at index: Int) throws(InputError) {
        guard (0...ids.count).contains(index) else {
            throw InputError(
                .indexOutOfRange, field: "index", rule: "must be in 0...count (the item count)",
                integer: index, validIndices: 0..<(ids.count + 1))
        }
        if let existing = self.index[id] {
            throw InputError(
                .outOfRange, field: "id", rule: "must not be another item's id", integer: id,
                repeatedIndex: existing)
        }
        try item.validate()
        let newIds = inserting(id, at: index, in: ids)
        let newItems = inserting(item, at: index, in: items)
        try setItems(
            ids: newIds, metrics: newItems, index: self.index.edited(.insert(id: id, at: index), ids: newIds))
    }

    /// Removes item `index` (0..<count); its page gets its disappear and
    /// unload notifications first, and a selection on it moves to the
    /// nearest remaining item.
    /// - Throws: `.indexOutOfRange`; nothing changes then.
    /// - Complexity: O(count).
    public mutating func removeItem(at index: Int) throws(InputError) {
        guard ids.indices.contains(index) else {
            throw InputError(
                .indexOutOfRange, field: "index", rule: "must be in 0..<count (the item count)",
                integer: index, validIndices: ids.indices)
        }
        let newIds = removing(at: index, from: ids)
        let newItems = removing(at: index, from: items)
        try setItems(
            ids: newIds, metrics: newItems, index: self.index.edited(.remove(at: index), ids: newIds))
    }

    /// Moves item `source` to index `destination` (both 0..<count; the
    /// others keep their order); the selection stays on its id.
    /// - Throws: `.indexOutOfRange`; nothing changes then.
    /// - Complexity: O(count).
    public mutating func moveItem(from source: Int, to destination: Int) throws(InputError) {
        guard ids.indices.contains(source) else {
            throw InputError(
                .indexOutOfRange, field: "source", rule: "must be in 0..<count (the item count)",
                integer: source, validIndices: ids.indices)
        }
        guard ids.indices.contains(destination) else {
            throw InputError(
                .indexOutOfRange, field: "destination", rule: "must be in 0..<count (the item count)",
                integer: destination, validIndices: ids.indices)
        }
        var newIds = copyKeepingRoom(of: ids)
        var newItems = copyKeepingRoom(of: items)
        // The item steps to its place past the ones in between: the same
        // order as removing and inserting it, moving |source - destination|
        // items where those two shift every item after them twice.
        let step = source < destination ? 1 : -1
        for i in stride(from: source, to: destination, by: step) {
            newIds.swapAt(i, i + step)
            newItems.swapAt(i, i + step)
        }
        try setItems(
            ids: newIds, metrics: newItems,
            index: index.edited(.move(from: source, to: destination), ids: newIds))
    }
}

/// `array` with `element` inserted before `index`, made in one copy: an
/// insert into a copy of the pager's array (which the pager still holds,
/// for a failed edit) copies it whole and then moves its tail again. The
/// copy keeps the array's room, or doubles it when full, as an insert
/// would: edit after edit then asks for the same size, which the
/// allocator hands back from the array the edit before freed (an array
/// one element longer each time took fresh pages on every insert).
private func inserting<Element>(_ element: Element, at index: Int, in array: [Element]) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(array.count < array.capacity ? array.capacity : 2 * array.count + 1)
    result.append(contentsOf: array[..<index])
    result.append(element)
    result.append(contentsOf: array[index...])
    return result
}

/// `array` without element `index`, made in one copy, with the array's
/// room (see `inserting`) while it stays over a quarter full: a pager
/// whose tabs are removed one by one gives the memory back.
private func removing<Element>(at index: Int, from array: [Element]) -> [Element] {
    var result: [Element] = []
    let count = array.count - 1
    result.reserveCapacity(count > array.capacity / 4 ? array.capacity : count)
    result.append(contentsOf: array[..<index])
    result.append(contentsOf: array[(index + 1)...])
    return result
}

/// A copy of `array` with the array's room (see `inserting`), for a move to
/// change in place: a plain copy (what changing a shared array makes) has
/// room for its count alone, so the insert after it asked for a new size
/// (537 page faults a move and an insert, at 100,000 tabs).
private func copyKeepingRoom<Element>(of array: [Element]) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(array.capacity)
    result.append(contentsOf: array)
    return result
}
