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
///   target is on its way) → will-disappear;
/// - a page that gains a share → will-appear;
/// - at rest, the rest page: appearing → did-appear; disappearing →
///   will-appear, did-appear (a cancelled transition).
/// Within one update, disappearing events come before appearing ones (the
/// pager puts page-window loads and unloads between the two).
/// Pages are tracked by id, so edits to the item list keep their state.
struct Lifecycle: Sendable, Equatable {
    private(set) var states: [Int64: PageAppearance] = [:]

    /// The notifications that bring the tracker in line with `presence`
    /// (item indices with their shares). `restItem` is the page the pager
    /// rests on, or nil while it moves.
    /// `index` maps every id to its item index (the pager keeps it, so an
    /// update costs O(pages tracked), not O(items)).
    mutating func update(
        presence: [(item: Int, share: Double)], restItem: Int?, ids: [Int64], index: [Int64: Int], time: Double
    ) -> (leaving: [PagerNotification], arriving: [PagerNotification]) {
        var leaving: [PagerNotification] = []
        var arriving: [PagerNotification] = []
        func note(_ kind: PagerNotification.Kind, _ item: Int, into list: inout [PagerNotification]) {
            list.append(PagerNotification(kind: kind, page: item, id: ids[item], time: time))
        }
        let present = Dictionary(presence.map { (ids[$0.item], $0) }, uniquingKeysWith: { a, _ in a })

        // Pages that left the screen, in index order.
        for (id, state) in states.sorted(by: { (index[$0.key] ?? 0) < (index[$1.key] ?? 0) })
        where present[id] == nil {
            guard let item = index[id] else { continue }
            if state != .disappearing { note(.willDisappear, item, into: &leaving) }
            note(.didDisappear, item, into: &leaving)
            states[id] = nil
        }
        // Pages on screen.
        for entry in presence.sorted(by: { $0.item < $1.item }) {
            let id = ids[entry.item]
            switch states[id] {
            case nil:
                note(.willAppear, entry.item, into: &arriving)
                states[id] = .appearing
            case .appeared where restItem == nil && (entry.share < 1 || presence.count > 1):
                note(.willDisappear, entry.item, into: &leaving)
                states[id] = .disappearing
            default:
                break
            }
        }
        if let restItem {
            let id = ids[restItem]
            switch states[id] {
            case .appearing:
                note(.didAppear, restItem, into: &arriving)
            case .disappearing:
                note(.willAppear, restItem, into: &arriving)
                note(.didAppear, restItem, into: &arriving)
            case .appeared, nil:
                break
            }
            states[id] = .appeared
        }
        return (leaving, arriving)
    }

    /// Disappear notifications for pages whose ids are about to be removed,
    /// at their current indices.
    mutating func remove(ids removed: Set<Int64>, ids: [Int64], time: Double) -> [PagerNotification] {
        var notes: [PagerNotification] = []
        for (item, id) in ids.enumerated() where removed.contains(id) {
            guard let state = states[id] else { continue }
            if state != .disappearing {
                notes.append(PagerNotification(kind: .willDisappear, page: item, id: id, time: time))
            }
            notes.append(PagerNotification(kind: .didDisappear, page: item, id: id, time: time))
            states[id] = nil
        }
        return notes
    }
}
