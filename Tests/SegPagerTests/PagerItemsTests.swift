// Tests Pager+Items.swift: one-item edits keep the selection by id, as a
// whole new list does, and a bad edit changes nothing.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Pager item edits")
struct PagerItemsTests {
    private func pager(_ ids: [Int64], selecting index: Int) throws -> Pager {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        var pager = try Pager(configuration: configuration, ids: ids, metrics: items(ids.map { _ in 60 }))
        _ = try pager.step([.select(time: 0, index: index, animated: false)])
        return pager
    }

    @Test func insertingBeforeTheSelectionKeepsItsId() throws {
        var pager = try pager([10, 20, 30], selecting: 1)
        try pager.insertItem(metrics: ItemMetrics(contentWidth: 44), id: 5, at: 0)
        #expect(pager.ids == [5, 10, 20, 30])
        #expect(pager.items[0].contentWidth == 44)
        #expect(pager.selectedIndex == 2)  // still id 20
        try pager.insertItem(metrics: ItemMetrics(contentWidth: 50), id: 40, at: 4)  // count appends
        #expect(pager.ids == [5, 10, 20, 30, 40])
    }

    @Test func removingTheSelectedItemSelectsTheNearest() throws {
        var pager = try pager([10, 20, 30], selecting: 2)
        try pager.removeItem(at: 2)
        #expect(pager.ids == [10, 20])
        #expect(pager.selectedIndex == 1)
        let frame = try pager.step([.tick(time: 1)])
        #expect(
            frame.notifications.contains {
                $0.kind == .selectedChanged && $0.page == 1 && $0.cause == .edit
            })
    }

    @Test func movingAnItemCarriesTheSelection() throws {
        var pager = try pager([10, 20, 30, 40], selecting: 0)
        try pager.moveItem(from: 0, to: 3)
        #expect(pager.ids == [20, 30, 40, 10])
        #expect(pager.selectedIndex == 3)
        try pager.moveItem(from: 3, to: 1)
        #expect(pager.ids == [20, 10, 30, 40])
        #expect(pager.selectedIndex == 1)
    }

    /// Inserts in a row and moves keep the arrays' room (doubled when
    /// full), so each asks the allocator for the size the one before freed,
    /// where an array one element longer each time took fresh pages;
    /// removals give the room back once the arrays are under a quarter full. The values are
    /// those of the same edits on plain arrays.
    @Test func editsKeepTheirArraysRoomAndGiveItBack() throws {
        var pager = try pager(Array(0..<100), selecting: 0)
        var ids = Array(Int64(0)..<100)
        var room = pager.ids.capacity
        var grown = 0
        for k in Int64(0)..<20 {
            let full = pager.ids.count == room
            try pager.insertItem(metrics: ItemMetrics(contentWidth: 1), id: 1000 + k, at: 50)
            ids.insert(1000 + k, at: 50)
            if full {  // doubled, as an append grows an array
                #expect(pager.ids.capacity >= 2 * room)
                grown += 1
            } else {  // the same room asked of the allocator (which may round it up)
                #expect(pager.ids.capacity >= room && pager.ids.capacity < 2 * room)
            }
            #expect(pager.items.capacity >= pager.ids.count)
            room = pager.ids.capacity
        }
        #expect(grown == 1)  // 100 tabs fill their room once in 20 inserts
        // A move keeps the room too (a plain copy would have room for its count alone).
        try pager.moveItem(from: 3, to: 60)
        ids.insert(ids.remove(at: 3), at: 60)
        #expect(pager.ids.capacity >= room && pager.ids.capacity < 2 * room)
        #expect(pager.items.capacity > pager.items.count)
        #expect(pager.ids == ids)
        while pager.ids.count > 10 {
            try pager.removeItem(at: 5)
            ids.remove(at: 5)
        }
        #expect(pager.ids == ids)
        #expect(pager.ids.capacity < 2 * 10)  // exact when it shrank, allocator rounding aside
        #expect(pager.items.capacity < 2 * 10)
        #expect(pager.items.count == 10)
    }

    @Test func aBadEditChangesNothing() throws {
        var pager = try pager([10, 20, 30], selecting: 1)
        let before = (pager.ids, pager.selectedIndex)
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.insertItem(metrics: ItemMetrics(contentWidth: 30), id: 99, at: 4)
        }
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.insertItem(metrics: ItemMetrics(contentWidth: 30), id: 99, at: -1)
        }
        expectInputError(.outOfRange, field: "id") {
            try pager.insertItem(metrics: ItemMetrics(contentWidth: 30), id: 20, at: 0)
        }
        expectInputError(.notFinite, field: "ItemMetrics.contentWidth") {
            try pager.insertItem(metrics: ItemMetrics(contentWidth: .nan), id: 99, at: 0)
        }
        expectInputError(.indexOutOfRange, field: "index") { try pager.removeItem(at: 3) }
        expectInputError(.indexOutOfRange, field: "destination") { try pager.moveItem(from: 0, to: 3) }
        expectInputError(.indexOutOfRange, field: "source") { try pager.moveItem(from: -1, to: 0) }
        #expect(pager.ids == before.0 && pager.selectedIndex == before.1)
    }

    @Test func theAndroidPresetDiffersOnlyInItsPagingProfile() {
        var android = PagerConfiguration(preset: .android)
        #expect(android.paging.profile == .android)
        android.paging.profile = .uiKit
        #expect(android == PagerConfiguration())
        #expect(PagerConfiguration(preset: .iOS) == PagerConfiguration())
    }

    // Found by the fuzz harness (its corpus keeps the input): edits while a
    // finger drags moved another page under the finger, and the release then
    // came to rest outside the items.
    @Test func removingItemsUnderADragKeepsThePageUnderTheFinger() throws {
        var pager = try pager([10, 20, 30, 40, 50], selecting: 3)
        _ = try pager.step([.dragBegan(time: 1), .dragMoved(time: 1, pageOffset: 3.25 * 375)])
        try pager.removeItem(at: 1)
        try pager.removeItem(at: 1)  // ids [10, 40, 50]: id 40 is now page 1
        var frame = try pager.step([.tick(time: 1)])
        #expect(frame.phase == .dragging)
        #expect(abs(frame.position - 1.25) < 1e-9)  // the same page, the same quarter past it
        frame = try pager.step([.dragMoved(time: 1.1, pageOffset: 1.5 * 375)])
        #expect(abs(frame.position - 1.5) < 1e-9)  // the finger's offsets follow the page
        frame = try pager.step([.dragEnded(time: 1.1, velocity: 4320)])
        for t in stride(from: 1.2, through: 4, by: 0.1) { frame = try pager.step([.tick(time: t)]) }
        #expect(frame.phase == .idle)
        #expect(frame.selectedIndex == 2)  // a fast release moves one page on, to id 50
        #expect(frame.position == 2)
    }

    @Test func anEditThatEndsASettleCommitsTheRestPage() throws {
        var pager = try pager([10, 20, 30], selecting: 0)
        // A fast release short of half way settles on to id 20; the selection
        // (at half way) is still id 10 when the edit lands the settle.
        _ = try pager.step([
            .dragBegan(time: 1), .dragMoved(time: 1, pageOffset: 150), .dragEnded(time: 1, velocity: 1000),
        ])
        try pager.insertItem(metrics: ItemMetrics(contentWidth: 44), id: 5, at: 0)
        let frame = try pager.step([.tick(time: 1)])
        #expect(frame.phase == .idle)
        #expect(frame.selectedIndex == 2 && frame.position == 2)  // id 20, where the settle went
        let change = frame.notifications.first { $0.kind == .selectedChanged }
        #expect(change?.id == 20 && change?.cause == .drag)
    }

    // The stress script found it: a finger far past the end (1e300 pt) made
    // the page-under-the-finger lookup convert a huge Double to Int (a trap).
    @Test(arguments: [1e300, -1e300, 1e15])
    func editingUnderAFarFingerDoesNotTrap(offset: Double) throws {
        var pager = try pager([10, 20, 30], selecting: 1)
        _ = try pager.step([.dragBegan(time: 1), .dragMoved(time: 1, pageOffset: offset)])
        try pager.removeItem(at: 0)
        try pager.insertItem(metrics: ItemMetrics(contentWidth: 30), id: 40, at: 2)
        let frame = try pager.step([.dragEnded(time: 1, velocity: 0), .tick(time: 5)])
        #expect(frame.position.isFinite)
        #expect(frame.selectedIndex.map { (0..<3).contains($0) } == true)
    }

    // Issue #15: a pager created with no items started on page 0 whatever
    // its initial index, in C and Python (which create it empty).
    @Test(arguments: [(2, 2), (1, 1), (7, 2), (-3, 0)])
    func theInitialIndexAppliesWhenTheFirstItemsArrive(initial: Int, expected: Int) throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        configuration.initialIndex = initial
        var pager = try Pager(configuration: configuration, ids: [], metrics: [])
        try pager.setItems(ids: [10, 20, 30], metrics: items([60, 60, 60]))
        let frame = try pager.step([.tick(time: 0)])
        #expect(frame.selectedIndex == expected && frame.position == Double(expected))
        let change = frame.notifications.first { $0.kind == .selectedChanged }
        #expect(change?.page == expected && change?.cause == .program && change?.previous == nil)
        #expect(frame.notifications.filter { $0.kind == .didAppear }.map(\.page) == [expected])
        // once: later lists keep the selection by id
        try pager.setItems(ids: [5, 10, 20, 30], metrics: items([60, 60, 60, 60]))
        #expect(pager.selectedIndex == expected + 1)
    }

    // Issue #15: a drag released on a pager with no items stayed DRAGGING
    // forever, also after the items arrived.
    @Test func aDragOnAnEmptyPagerEndsAtRestAndTheItemsAppearOnce() throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        var pager = try Pager(configuration: configuration, ids: [], metrics: [])
        var frame = try pager.step([
            .dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: 200), .dragEnded(time: 0.2, velocity: 0),
        ])
        for t in stride(from: 0.3, through: 2, by: 0.1) { frame = try pager.step([.tick(time: t)]) }
        #expect(frame.phase == .idle)
        try pager.setItems(ids: [1, 2, 3], metrics: items([30, 40, 50]))
        frame = try pager.step([.tick(time: 2.1)])
        #expect(frame.phase == .idle && frame.position == 0 && frame.selectedIndex == 0)
        #expect(frame.notifications.filter { $0.kind == .didAppear }.map(\.page) == [0])
    }

    @Test func itemsArrivingMidDragKeepTheDragAndItSettlesOnAPage() throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        var pager = try Pager(configuration: configuration, ids: [], metrics: [])
        _ = try pager.step([.dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: -40)])
        try pager.setItems(ids: [1, 2, 3], metrics: items([30, 40, 50]))
        var frame = try pager.step([.dragMoved(time: 0.2, pageOffset: 150)])
        #expect(frame.phase == .dragging)
        frame = try pager.step([.dragEnded(time: 0.3, velocity: 0)])
        for t in stride(from: 0.4, through: 3, by: 0.1) { frame = try pager.step([.tick(time: t)]) }
        #expect(frame.phase == .idle && frame.position == 0)
        #expect(frame.selectedIndex == 0)
    }

    /// A window that keeps every page loaded, then a new list with none of
    /// the old ids: every page unloads, in page order (the loaded table
    /// holds them in hash order), after the shown page disappears, and each
    /// edit after it finds the removed pages among the tracked ones only.
    @Test func aNewListUnloadsEveryLoadedPageInPageOrder() throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        configuration.windows.prepareRadius = 300
        configuration.windows.keepRadius = 300
        let ids = (0..<300).map { Int64($0) * 7919 }
        var pager = try Pager(configuration: configuration, ids: ids, metrics: items(ids.map { _ in 60 }))
        _ = try pager.step([.select(time: 0, index: 150, animated: false)])
        try pager.setItems(ids: [1, 2], metrics: items([60, 60]))
        let frame = try pager.step([.tick(time: 1)])
        let unloads = frame.notifications.filter { $0.kind == .unload }
        #expect(unloads.map(\.page) == Array(0..<300))
        #expect(unloads.map(\.id) == ids)
        let disappears = frame.notifications.filter { $0.kind == .willDisappear || $0.kind == .didDisappear }
        #expect(disappears.map(\.page) == [150, 150])
        let firstUnload = frame.notifications.firstIndex { $0.kind == .unload } ?? -1
        let lastDisappear = frame.notifications.lastIndex { $0.kind == .didDisappear } ?? .max
        #expect(lastDisappear < firstUnload)
    }
}
