/// A table by page id that can undo its changes since `begin()`.
///
/// The pager's step must leave the pager unchanged when it fails. Keeping a
/// copy of a table for that would make the step's first write copy it (the
/// storage is shared); instead every write while recording notes the key's
/// old value in a journal that the table keeps (and reuses), and a rollback
/// writes the old values back, newest first. Once the table and its journal
/// have grown to their working size, recording, committing and rolling back
/// allocate nothing.
struct JournaledTable<Value: Sendable>: Sendable {
    private(set) var values = IdTable<Value>()
    private var journal: [(id: Int64, old: Value?)] = []
    private var recording = false

    init() {}

    subscript(id: Int64) -> Value? {
        get { values[id] }
        set {
            if recording { journal.append((id, values[id])) }
            values[id] = newValue
        }
    }

    var count: Int { values.count }

    /// Starts recording the changes a later `rollback()` undoes.
    mutating func begin() {
        journal.clear()
        recording = true
    }

    /// Keeps the changes since `begin()`.
    mutating func commit() {
        journal.clear()
        recording = false
    }

    /// Undoes the changes since `begin()`.
    mutating func rollback() {
        while let (id, old) = journal.popLast() { values[id] = old }
        recording = false
    }

    /// Removes every entry whose id fails `include` (not recorded: only
    /// `Pager.setItems` does this, and it keeps a whole copy instead).
    mutating func keep(where include: (Int64) -> Bool) {
        values.keep(where: include)
    }
}

extension JournaledTable: Equatable where Value: Equatable {
    static func == (a: Self, b: Self) -> Bool { a.values == b.values }
}
