// Tests Pager+Items.swift: one-item edits keep the selection by id, as a
// whole new list does, and a bad edit changes nothing.
import Testing

@testable import SegPager

@Suite("Pager item edits")
struct PagerItemsTests {
    private func pager(_ ids: [Int64], selecting index: Int) throws -> Pager {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 375
        var pager = try Pager(configuration: configuration, ids: ids, items: items(ids.map { _ in 60 }))
        _ = try pager.step([.select(time: 0, index: index, animated: false)])
        return pager
    }

    @Test func insertingBeforeTheSelectionKeepsItsId() throws {
        var pager = try pager([10, 20, 30], selecting: 1)
        try pager.insertItem(ItemMetrics(contentWidth: 44), id: 5, at: 0)
        #expect(pager.ids == [5, 10, 20, 30])
        #expect(pager.items[0].contentWidth == 44)
        #expect(pager.selectedIndex == 2)  // still id 20
        try pager.insertItem(ItemMetrics(contentWidth: 50), id: 40, at: 4)  // count appends
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
                $0.kind == .selectedChanged && $0.page == 1 && $0.cause == .program
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

    @Test func aBadEditChangesNothing() throws {
        var pager = try pager([10, 20, 30], selecting: 1)
        let before = (pager.ids, pager.selectedIndex)
        #expect(throws: InputError.indexOutOfRange) {
            try pager.insertItem(ItemMetrics(contentWidth: 30), id: 99, at: 4)
        }
        #expect(throws: InputError.indexOutOfRange) {
            try pager.insertItem(ItemMetrics(contentWidth: 30), id: 99, at: -1)
        }
        #expect(throws: InputError.outOfRange) {
            try pager.insertItem(ItemMetrics(contentWidth: 30), id: 20, at: 0)
        }
        #expect(throws: InputError.notFinite) {
            try pager.insertItem(ItemMetrics(contentWidth: .nan), id: 99, at: 0)
        }
        #expect(throws: InputError.indexOutOfRange) { try pager.removeItem(at: 3) }
        #expect(throws: InputError.indexOutOfRange) { try pager.moveItem(from: 0, to: 3) }
        #expect(throws: InputError.indexOutOfRange) { try pager.moveItem(from: -1, to: 0) }
        #expect(pager.ids == before.0 && pager.selectedIndex == before.1)
    }

    @Test func theAndroidPresetDiffersOnlyInItsPagingProfile() {
        var android = PagerConfiguration(preset: .android)
        #expect(android.paging.profile == .android)
        android.paging.profile = .uiKit
        #expect(android == PagerConfiguration())
        #expect(PagerConfiguration(preset: .iOS) == PagerConfiguration())
    }
}
