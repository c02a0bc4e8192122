/// Which pages are loaded: the window around what is on screen, an LRU cache
/// beyond it, and slots handed from evicted pages to the pages that need one.
///
/// - `prepareRadius` pages on each side of every page on screen are loaded
///   ahead of time (0: no preloading, only what is visible).
/// - Loaded pages within `keepRadius` stay (never less than the prepare radius).
/// - Beyond it, at most `cacheLimit` loaded pages stay, the least recently
///   needed evicted first (nil: keep everything).
/// - With `reuse`, a page that needs loading takes the slot of a page being
///   evicted in the same update (a reused view controller): one
///   `reuse` notification instead of `unload` + `load`.
public struct PageWindowPolicy: Sendable, Hashable {
    /// Pages loaded ahead on each side of every page on screen; ≥ 0, 1 by default.
    public var prepareRadius: Int = 1
    /// Loaded pages within this distance of the screen stay loaded (never
    /// fewer than `prepareRadius`); ≥ 0, 1 by default.
    public var keepRadius: Int = 1
    /// nil: no limit ("keep everything").
    public var cacheLimit: Int? = 0
    /// Hand an evicted page's content slot to a page that needs loading in
    /// the same update (`.reuse` notifications); off by default.
    public var reuse: Bool = false

    /// The default windows: prepare and keep one page on each side, no cache
    /// beyond that, no reuse.
    public init() {}

    /// Checks that the radii and the cache limit are ≥ 0.
    /// - Throws: `.outOfRange` for a negative one.
    public func validate() throws(InputError) {
        try requireNonNegative(prepareRadius, "PageWindowPolicy.prepareRadius")
        try requireNonNegative(keepRadius, "PageWindowPolicy.keepRadius")
        if let cacheLimit, cacheLimit < 0 {
            throw InputError(
                .outOfRange, field: "PageWindowPolicy.cacheLimit", rule: "must be nil or >= 0",
                integer: cacheLimit)
        }
    }
}

/// Tracks the loaded pages by id and emits load, unload and reuse
/// notifications, nearest pages first. The pager emits them after the
/// disappearing and before the appearing lifecycle events, so a page is
/// loaded before it appears and freed only after it disappeared; only pages
/// off screen are ever evicted. Updates allocate nothing once the scratch
/// arrays have grown; the loaded set is journaled (`begin`, `commit`,
/// `rollback`) for the pager's step.
struct PageWindows: Sendable, Equatable {
    /// Loaded page ids with the update counter when each was last needed.
    private(set) var loaded = JournaledTable<Int>()
    private var clock = 0
    private var savedClock = 0
    /// Scratch: window candidates as (distance, page), and the evicted ids.
    private typealias Near = (distance: Int, page: Int)
    private typealias Eviction = (clock: Int, id: Int64)
    private typealias Unloading = (page: Int, id: Int64)
    private var window: [Near] = []
    private var outside: [Eviction] = []
    /// Scratch: the loaded pages an edit removes, as (page, id).
    private var unloading: [Unloading] = []
    /// The last update's inputs: when the next one repeats them (a drag
    /// within the same pages) there is nothing to load or evict, and the
    /// pages it would stamp are the ones stamped last, so their LRU order
    /// is already what stamping would make it. Forgotten on `remove` and
    /// `rollback`: the ids may change between updates only with a `remove`
    /// (the pager's `setItems` always calls it), since windows reach pages by
    /// index.
    private var lastScreen: [Int] = []
    private var lastInputs: (count: Int, policy: PageWindowPolicy, looping: Bool)?

    static func == (a: PageWindows, b: PageWindows) -> Bool { a.loaded == b.loaded && a.clock == b.clock }

    mutating func begin() {
        loaded.begin()
        savedClock = clock
    }

    mutating func commit() { loaded.commit() }

    mutating func rollback() {
        loaded.rollback()
        clock = savedClock
        lastInputs = nil
    }

    /// Appends the load, reuse and unload notifications for the pages
    /// `onScreen` to `notes`.
    /// - Complexity: O(window × log window + loaded pages).
    mutating func update(
        onScreen: [(item: Int, share: Double)], count: Int, ids: [Int64], index: ItemIndex,
        policy: PageWindowPolicy,
        looping: Bool = false, time: Double, into notes: inout [PagerNotification]
    ) {
        clock += 1
        guard count > 0 else { return }
        if let last = lastInputs, last.count == count, last.looping == looping, last.policy == policy,
            lastScreen.count == onScreen.count, zip(lastScreen, onScreen).allSatisfy({ $0 == $1.item })
        {
            return
        }
        defer {
            lastInputs = (count, policy, looping)
            lastScreen.clear()
            for entry in onScreen { lastScreen.append(entry.item) }
        }
        // Distance to the nearest page on screen (round the seam when looping).
        func distance(_ k: Int) -> Int {
            var nearest = Int.max
            for entry in onScreen {
                let d = abs(entry.item - k)
                nearest = min(nearest, looping ? min(d, count - d) : d)
            }
            return onScreen.isEmpty ? 0 : nearest
        }
        // Looping windows wrap round the seam; nothing reaches past the
        // items, so the work is bounded by them whatever the radius (the
        // fuzzer found radii near Int32.max taking seconds per step).
        func reach(_ radius: Int) -> Int { looping ? min(radius, count / 2) : min(radius, count) }
        let keepReach = reach(max(policy.keepRadius, policy.prepareRadius))
        func kept(_ id: Int64) -> Bool {
            guard let page = index[id] else { return false }
            return onScreen.contains { entry in
                let d = abs(entry.item - page)
                return (looping ? min(d, count - d) : d) <= keepReach
            }
        }
        for entry in onScreen {
            for k in (entry.item - keepReach)...(entry.item + keepReach) {
                let page = looping ? k.wrapped(into: count) : k
                guard (0..<count).contains(page), loaded[ids[page]] != nil else { continue }
                loaded[ids[page]] = clock
            }
        }

        // Evict beyond the cache limit, least recently needed first.
        outside.clear()
        var evictions = 0
        if let limit = policy.cacheLimit {
            for (id, last) in loaded.values where !kept(id) { outside.append((last, id)) }
            evictions = max(outside.count - limit, 0)
            // Sorted only when something goes (a page change, not every frame).
            if evictions > 0 {
                outside.stableSort {
                    ordered($0, $1, as: Eviction.self) { ($0.clock, $0.id) < ($1.clock, $1.id) }
                }
            }
        }

        // The pages to prepare, nearest first, each once.
        window.clear()
        let prepareReach = reach(policy.prepareRadius)
        for entry in onScreen {
            for k in (entry.item - prepareReach)...(entry.item + prepareReach) {
                let page = looping ? k.wrapped(into: count) : k
                guard (0..<count).contains(page) else { continue }
                window.append((distance(page), page))
            }
        }
        window.stableSort {
            ordered($0, $1, as: Near.self) { ($0.distance, $0.page) < ($1.distance, $1.page) }
        }
        var next = 0  // the next eviction a reuse can take
        var previous: Int?
        for (_, page) in window where page != previous {
            previous = page
            guard loaded[ids[page]] == nil else { continue }
            if policy.reuse, next < evictions {
                let slot = outside[next].id
                next += 1
                loaded[slot] = nil
                notes.append(
                    PagerNotification(
                        kind: .reuse, page: page, id: ids[page], previous: index[slot], time: time))
            } else {
                notes.append(PagerNotification(kind: .load, page: page, id: ids[page], time: time))
            }
            loaded[ids[page]] = clock
        }
        for eviction in outside[next..<evictions] {
            loaded[eviction.id] = nil
            if let page = index[eviction.id] {
                notes.append(PagerNotification(kind: .unload, page: page, id: eviction.id, time: time))
            }
        }
    }

    /// Unload notifications for removed pages, at their current indices
    /// (`index`, the items before the edit), in index order.
    /// - Complexity: O(loaded pages × log), whatever the number of items.
    mutating func remove(where removed: (Int64) -> Bool, index: ItemIndex, time: Double)
        -> [PagerNotification]
    {
        lastInputs = nil  // the ids move
        unloading.clear()
        for (id, _) in loaded.values where removed(id) {
            guard let page = index[id] else { continue }
            unloading.append((page, id))
        }
        // A wide window may hold every page loaded: a full sort, not the
        // per-frame insertion sort (an edit may allocate).
        unloading.stableSort { ordered($0, $1, as: Unloading.self) { $0.page < $1.page } }
        var notes: [PagerNotification] = []
        for (page, id) in unloading {
            loaded[id] = nil
            notes.append(PagerNotification(kind: .unload, page: page, id: id, time: time))
        }
        return notes
    }
}
