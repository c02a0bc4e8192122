/// Which pages are loaded: the window around what is on screen, an LRU cache
/// beyond it, and slots handed from evicted pages to the pages that need one.
///
/// - `prepareRadius` pages on each side of every page on screen are loaded
///   ahead of time (0: no preloading, only what is visible).
/// - Loaded pages within `keepRadius` stay (never less than the prepare radius).
/// - Beyond it, at most `cacheLimit` loaded pages stay, the least recently
///   needed evicted first (nil: keep everything).
/// - With `reuse`, a page that needs loading takes the slot of a page being
///   evicted in the same update (seed 001's `reuseViewController`): one
///   `reuse` notification instead of `unload` + `load`.
public struct PageWindowPolicy: Sendable, Equatable {
    public var prepareRadius: Int = 1
    public var keepRadius: Int = 1
    /// nil: no limit ("keep everything").
    public var cacheLimit: Int? = 0
    public var reuse: Bool = false

    public init() {}

    public func validate() throws(InputError) {
        guard prepareRadius >= 0, keepRadius >= 0, (cacheLimit ?? 0) >= 0 else { throw .outOfRange }
    }
}

/// Tracks the loaded pages by id and emits load, unload and reuse
/// notifications, nearest pages first. The pager emits them after the
/// disappearing and before the appearing lifecycle events, so a page is
/// loaded before it appears and freed only after it disappeared; only pages
/// off screen are ever evicted.
struct PageWindows: Sendable, Equatable {
    /// Loaded page ids with the update counter when each was last needed.
    private(set) var loaded: [Int64: Int] = [:]
    private var clock = 0

    mutating func update(
        onScreen: [Int], count: Int, ids: [Int64], index: [Int64: Int], policy: PageWindowPolicy,
        looping: Bool = false, time: Double
    ) -> [PagerNotification] {
        clock += 1
        guard count > 0 else { return [] }
        func around(_ radius: Int) -> [Int] {
            var pages = Set<Int>()
            // Looping windows wrap round the seam.
            let reach = looping ? min(radius, count / 2) : radius
            for page in onScreen {
                for k in (page - reach)...(page + reach) {
                    if looping { pages.insert(((k % count) + count) % count) } else if (0..<count).contains(k) {
                        pages.insert(k)
                    }
                }
            }
            // Nearest first: on screen, then by distance (round the seam when looping).
            func distance(_ k: Int) -> Int {
                onScreen.map { looping ? min(abs($0 - k), count - abs($0 - k)) : abs($0 - k) }.min() ?? 0
            }
            return pages.sorted { (distance($0), $0) < (distance($1), $1) }
        }
        let required = around(policy.prepareRadius)
        let kept = Set(around(max(policy.keepRadius, policy.prepareRadius)).map { ids[$0] })
        for id in kept where loaded[id] != nil { loaded[id] = clock }

        // Evict beyond the cache limit, least recently needed first.
        var outside = loaded.filter { !kept.contains($0.key) }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        var evicting: [Int64] = []
        if let limit = policy.cacheLimit {
            while outside.count > limit { evicting.append(outside.removeFirst().key) }
        }

        var notes: [PagerNotification] = []
        for page in required where loaded[ids[page]] == nil {
            if policy.reuse, let slot = evicting.first {
                evicting.removeFirst()
                loaded[slot] = nil
                notes.append(PagerNotification(
                    kind: .reuse, page: page, id: ids[page], previous: index[slot], time: time))
            } else {
                notes.append(PagerNotification(kind: .load, page: page, id: ids[page], time: time))
            }
            loaded[ids[page]] = clock
        }
        for id in evicting {
            loaded[id] = nil
            if let page = index[id] {
                notes.append(PagerNotification(kind: .unload, page: page, id: id, time: time))
            }
        }
        return notes
    }

    /// Unload notifications for removed pages, at their current indices.
    mutating func remove(ids removed: Set<Int64>, ids: [Int64], time: Double) -> [PagerNotification] {
        var notes: [PagerNotification] = []
        for (page, id) in ids.enumerated() where removed.contains(id) && loaded[id] != nil {
            loaded[id] = nil
            notes.append(PagerNotification(kind: .unload, page: page, id: id, time: time))
        }
        return notes
    }
}
