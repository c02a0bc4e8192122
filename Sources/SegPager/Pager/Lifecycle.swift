/// Where a page is in its appearance cycle, with UIKit's container semantics.
/// A page absent from the tracker has disappeared.
enum PageAppearance: Sendable, Equatable {
    case appearing
    case appeared
    case disappearing
}

/// Turns the pages' shares of the screen into will/did appear and disappear
/// notifications, so that for every page the events alternate properly and,
/// at rest, exactly one page has appeared.
///
/// Rules, applied after every event:
/// - a page that loses its share: appearing or appeared → will-disappear,
///   did-disappear; disappearing → did-disappear;
/// - the appeared page, once it shares the screen while moving (or a tap's
///   target is on its way), or at rest when another page is the rest page
///   (it still peeks beside it) → will-disappear;
/// - a page that gains a share → will-appear;
/// - at rest, the rest page: appearing → did-appear; disappearing →
///   will-appear, did-appear (a cancelled transition).
/// Within one update, disappearing events come before appearing ones (the
/// pager puts page-window loads and unloads between the two).
/// Pages are tracked by id, so edits to the item list keep their state.
/// Updates allocate nothing once the tracker's arrays have grown; the states
/// are journaled (`begin`, `commit`, `rollback`) for the pager's step.
struct Lifecycle: Sendable, Equatable {
    private var table = JournaledTable<PageAppearance>()
    /// Each tracked page's state, by id.
    var states: [Int64: PageAppearance] { table.values.dictionary }
    /// Scratch: the pages leaving, and the pages on screen, sorted by index.
    private typealias Departing = (item: Int, id: Int64, state: PageAppearance)
    private var departing: [Departing] = []
    private var sorted: [(item: Int, share: Double)] = []
    /// The last update's inputs as the rules see them: each page on screen
    /// by id, whether it is partly shown, and the rest page's id. The rules
    /// are idempotent: an update that repeats them (every frame of a drag
    /// within the same pages) changes nothing and says nothing, so it is
    /// skipped. By id, so reordered items never match by accident;
    /// forgotten on `remove` and `rollback`.
    private var lastPresence: [(id: Int64, partial: Bool)] = []
    private var lastRest: Int64?
    private var remembers = false

    static func == (a: Lifecycle, b: Lifecycle) -> Bool { a.table == b.table }

    mutating func begin() { table.begin() }
    mutating func commit() { table.commit() }
    mutating func rollback() {
        table.rollback()
        remembers = false
    }

    private func repeats(_ presence: [(item: Int, share: Double)], restId: Int64?, ids: [Int64]) -> Bool {
        guard remembers, restId == lastRest, presence.count == lastPresence.count else { return false }
        for (entry, last) in zip(presence, lastPresence)
        where ids[entry.item] != last.id || (entry.share < 1) != last.partial {
            return false
        }
        return true
    }

    /// Appends the notifications that bring the tracker in line with
    /// `presence` (item indices with their shares) to `leaving` and
    /// `arriving`. `restItem` is the page the pager rests on, or nil while it
    /// moves. `index` maps every id to its item index.
    /// - Complexity: O(tracked pages × presence), presence being a few pages.
    mutating func update(
        presence: [(item: Int, share: Double)], restItem: Int?, ids: [Int64], index: ItemIndex, time: Double,
        leaving: inout [PagerNotification], arriving: inout [PagerNotification]
    ) {
        func note(_ kind: PagerNotification.Kind, _ item: Int) -> PagerNotification {
            PagerNotification(kind: kind, page: item, id: ids[item], time: time)
        }
        func present(_ id: Int64) -> Bool { presence.contains { ids[$0.item] == id } }
        let restId = restItem.map { ids[$0] }
        if repeats(presence, restId: restId, ids: ids) { return }
        defer {
            remembers = true
            lastRest = restId
            lastPresence.clear()
            for entry in presence { lastPresence.append((ids[entry.item], entry.share < 1)) }
        }

        // Pages that left the screen, in index order.
        departing.clear()
        for (id, state) in table.values where !present(id) {
            if let item = index[id] { departing.append((item, id, state)) }
        }
        insertionSort(&departing) { $0.item < $1.item }
        sayDeparted(time: time, into: &leaving)
        // Pages on screen.
        sorted.clear()
        sorted.append(contentsOf: presence)
        insertionSort(&sorted) { $0.item < $1.item }
        for entry in sorted {
            let id = ids[entry.item]
            switch table[id] {
            case nil:
                arriving.append(note(.willAppear, entry.item))
                table[id] = .appearing
            case .appeared
            where restItem == nil ? entry.share < 1 || presence.count > 1 : entry.item != restItem:
                // Moving, or at rest beside another page (a peeking carousel
                // whose rest page changed in one update).
                leaving.append(note(.willDisappear, entry.item))
                table[id] = .disappearing
            default:
                break
            }
        }
        if let restItem {
            let id = ids[restItem]
            switch table[id] {
            case .appearing:
                arriving.append(note(.didAppear, restItem))
            case .disappearing:
                arriving.append(note(.willAppear, restItem))
                arriving.append(note(.didAppear, restItem))
            case .appeared, nil:
                break
            }
            if table[id] != .appeared { table[id] = .appeared }
        }
    }

    /// Disappear notifications for pages whose ids are about to be removed,
    /// at their current indices (`index`, the items before the edit), in
    /// index order.
    /// - Complexity: O(tracked pages × log), whatever the number of items: an edit
    ///   of one tab in 100,000 looks at the few pages tracked, not every id.
    mutating func remove(where removed: (Int64) -> Bool, index: ItemIndex, time: Double)
        -> [PagerNotification]
    {
        remembers = false
        departing.clear()
        for (id, state) in table.values where removed(id) {
            guard let item = index[id] else { continue }
            departing.append((item, id, state))
        }
        // An edit may allocate.
        departing.stableSort { ordered($0, $1, as: Departing.self) { $0.item < $1.item } }
        var notes: [PagerNotification] = []
        sayDeparted(time: time, into: &notes)
        return notes
    }

    /// Says that the `departing` pages (in index order) leave: will-disappear
    /// unless they are already disappearing, then did-disappear; and stops
    /// tracking them. Both an update and an edit's removal end this way.
    private mutating func sayDeparted(time: Double, into notes: inout [PagerNotification]) {
        for page in departing {
            if page.state != .disappearing {
                notes.append(
                    PagerNotification(kind: .willDisappear, page: page.item, id: page.id, time: time))
            }
            notes.append(PagerNotification(kind: .didDisappear, page: page.item, id: page.id, time: time))
            table[page.id] = nil
        }
    }
}

/// Sorts a short array in place, stably, without allocating (the standard
/// library's sort may allocate a merge buffer).
/// - Complexity: O(n²); for the few pages on screen or tracked.
func insertionSort<T>(_ a: inout [T], by less: (T, T) -> Bool) {
    guard a.count > 1 else { return }
    for i in 1..<a.count {
        let x = a[i]
        var j = i
        while j > 0 && less(x, a[j - 1]) {
            a[j] = a[j - 1]
            j -= 1
        }
        a[j] = x
    }
}
