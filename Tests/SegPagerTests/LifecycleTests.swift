// Tests Lifecycle.swift: the appearance tracker on its own, with UIKit's
// container semantics, and its invariants over random share sequences.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// The UIKit appearance transitions a page may make, from its state (nil:
/// disappeared) by one notification.
func appearanceTransition(from state: PageAppearance?, by kind: PagerNotification.Kind) -> PageAppearance?? {
    switch (state, kind) {
    case (nil, .willAppear): return .some(.appearing)
    case (.appearing, .didAppear): return .some(.appeared)
    case (.appeared, .willDisappear): return .some(.disappearing)
    case (.disappearing, .didDisappear): return .some(nil)
    case (.appearing, .willDisappear): return .some(.disappearing)  // a cancelled appearance
    case (.disappearing, .willAppear): return .some(.appearing)  // a cancelled disappearance
    default: return nil  // not allowed
    }
}

/// A model of every page's appearance, advanced by notifications; records
/// each transition UIKit would not allow.
struct AppearanceModel {
    var states: [Int64: PageAppearance] = [:]
    var violations: [String] = []

    mutating func apply(_ note: PagerNotification) {
        guard note.kind.isAppearance else { return }
        let state = states[note.id]
        if let next = appearanceTransition(from: state, by: note.kind) {
            states[note.id] = next
        } else {
            violations.append("\(word(note)) (id \(note.id)) from \(state.map { "\($0)" } ?? "disappeared")")
        }
    }

    var appeared: [Int64] { states.filter { $0.value == .appeared }.map(\.key).sorted() }
}

/// Ten pages with ids 10, 11, ... .
let lifecycleIds: [Int64] = (0..<10).map { Int64(10 + $0) }

/// A tracker that has come to rest on item `k` (the notes of its first
/// appearance dropped).
func trackerResting(on k: Int) -> Lifecycle {
    var tracker = Lifecycle()
    _ = updateWords(&tracker, [(k, 1)], rest: k)
    return tracker
}

/// A run of updates and the words each says (nil: not checked).
struct LifecycleJourney: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [(presence: [(item: Int, share: Double)], rest: Int?, words: String?)]

    init(_ name: String, _ steps: [(presence: [(item: Int, share: Double)], rest: Int?, words: String?)]) {
        self.name = name
        self.steps = steps
    }

    var testDescription: String { name }
}

/// Runs one update and returns its notes as words.
func updateWords(
    _ tracker: inout Lifecycle, _ presence: [(item: Int, share: Double)], rest: Int?,
    ids: [Int64] = lifecycleIds
) -> String {
    let notes = tracker.update(presence: presence, restItem: rest, ids: ids, index: indices(ids), time: 0)
    return words(notes.leaving + notes.arriving)
}

@Suite("Lifecycle")
struct LifecycleTests {
    @Test func theFirstRestingPageAppears() {
        var tracker = Lifecycle()
        #expect(updateWords(&tracker, [(2, 1)], rest: 2) == "wa2 da2")
        #expect(tracker.states == [12: .appeared])
        #expect(updateWords(&tracker, [(2, 1)], rest: 2) == "")  // nothing changes, nothing is said
    }

    @Test func aSwipeDisappearsTheOldPageBeforeTheNewOneAppears() {
        var tracker = trackerResting(on: 0)
        #expect(updateWords(&tracker, [(0, 0.7), (1, 0.3)], rest: nil) == "wd0 wa1")
        #expect(updateWords(&tracker, [(0, 0.2), (1, 0.8)], rest: nil) == "")
        #expect(updateWords(&tracker, [(1, 1)], rest: 1) == "dd0 da1")
        #expect(tracker.states == [11: .appeared])
    }

    @Test func aCancelledSwipeDisappearsTheNeighbourThenReappearsThePage() {
        var tracker = trackerResting(on: 2)
        #expect(updateWords(&tracker, [(2, 0.7), (3, 0.3)], rest: nil) == "wd2 wa3")
        // back at rest on 2: will-disappear(j) → did-disappear(j), then will-appear(i) → did-appear(i)
        #expect(updateWords(&tracker, [(2, 1)], rest: 2) == "wd3 dd3 wa2 da2")
        #expect(tracker.states == [12: .appeared])
    }

    @Test func theAppearedPageStaysWhileItAloneFillsTheScreen() {
        var tracker = trackerResting(on: 1)
        // a finger down on the page but not yet moved: nothing to say
        #expect(updateWords(&tracker, [(1, 1)], rest: nil) == "")
        #expect(tracker.states == [11: .appeared])
        #expect(updateWords(&tracker, [(1, 0.9), (2, 0.1)], rest: nil) == "wd1 wa2")
    }

    /// Journeys from rest on page 0: each update and the words it says
    /// (nil where a step only sets the scene).
    @Test(arguments: [
        // Focus.presence keeps a transition's target at share 0
        LifecycleJourney(
            "a tap target will appear from its start with no share",
            [
                ([(0, 1), (5, 0)], nil, "wd0 wa5"),
                ([(0, 0.5), (5, 0.5)], nil, ""),
                ([(5, 1)], 5, "dd0 da5"),
            ]),
        // a fling: 1 was only appearing when it left
        LifecycleJourney(
            "a page that slips away while appearing disappears",
            [
                ([(0, 0.5), (1, 0.5)], nil, nil),
                ([(1, 0.1), (2, 0.9)], nil, "dd0 wa2"),
                ([(2, 0.5), (3, 0.5)], nil, "wd1 dd1 wa3"),
                ([(3, 1)], 3, "wd2 dd2 da3"),
            ]),
    ])
    func journeyFromPageZero(_ journey: LifecycleJourney) {
        var tracker = trackerResting(on: 0)
        for (k, step) in journey.steps.enumerated() {
            let said = updateWords(&tracker, step.presence, rest: step.rest)
            if let words = step.words { #expect(said == words, "\(journey) step \(k)") }
        }
    }

    @Test func disappearingComesBeforeAppearingWithinOneUpdate() {
        var tracker = trackerResting(on: 4)
        _ = updateWords(&tracker, [(4, 0.5), (5, 0.5)], rest: nil)
        let notes = tracker.update(
            presence: [(1, 0.5), (2, 0.5)], restItem: nil, ids: lifecycleIds, index: indices(lifecycleIds),
            time: 0)
        // the pager puts the page windows' loads and unloads between the two
        #expect(words(notes.leaving) == "dd4 wd5 dd5")
        #expect(words(notes.arriving) == "wa1 wa2")
    }

    @Test func notificationsCarryTheirIdAndTime() {
        var tracker = Lifecycle()
        let notes = tracker.update(
            presence: [(3, 1)], restItem: 3, ids: lifecycleIds, index: indices(lifecycleIds), time: 2.5
        ).arriving
        #expect(notes.map(\.id) == [13, 13])
        #expect(notes.allSatisfy { $0.time == 2.5 && $0.previous == nil && $0.cause == nil })
    }

    @Test func movedPagesKeepTheirStateAndAreNamedByTheirNewIndex() {
        var tracker = trackerResting(on: 0)
        // page id 10 moves from index 0 to index 3
        let moved: [Int64] = [11, 12, 13, 10, 14]
        #expect(updateWords(&tracker, [(3, 1)], rest: 3, ids: moved) == "")
        #expect(updateWords(&tracker, [(3, 0.5), (4, 0.5)], rest: nil, ids: moved) == "wd3 wa4")
    }

    @Test func removedPagesDisappearAtTheirOldIndices() {
        var tracker = trackerResting(on: 2)
        // a tap from 2.4 to 5 on its way: 12 disappearing, 13 and 15 appearing, 14 untracked
        _ = updateWords(&tracker, [(2, 0.6 * 0.5), (3, 0.4 * 0.5), (5, 0.5)], rest: nil)
        #expect(tracker.states == [12: .disappearing, 13: .appearing, 15: .appearing])
        let notes = tracker.remove(
            where: { ([12, 13, 14] as Set<Int64>).contains($0) }, index: indices(lifecycleIds), time: 1)
        #expect(words(notes) == "dd2 wd3 dd3")
        #expect(notes.map(\.id) == [12, 13, 13])
        #expect(notes.allSatisfy { $0.time == 1 })
        #expect(tracker.states == [15: .appearing])
        #expect(
            // said once only
            tracker.remove(
                where: { ([12] as Set<Int64>).contains($0) }, index: indices(lifecycleIds), time: 1
            ).isEmpty)
    }

    @Test func removingTheAppearedPageSaysWillAndDidDisappear() {
        var tracker = trackerResting(on: 1)
        #expect(
            words(
                tracker.remove(
                    where: { ([11] as Set<Int64>).contains($0) }, index: indices(lifecycleIds), time: 0))
                == "wd1 dd1")
        #expect(tracker.states.isEmpty)
    }

    @Test func noItemsMakeEveryPageDisappear() {
        var tracker = trackerResting(on: 1)
        #expect(updateWords(&tracker, [], rest: nil) == "wd1 dd1")
        #expect(tracker.states.isEmpty)
    }
}

@Suite("Appearance model")
struct AppearanceModelTests {
    /// The properties below trust this model; it must refuse what UIKit refuses.
    @Test func modelRefusesTransitionsUIKitDoesNotAllow() {
        func violations(_ kinds: [PagerNotification.Kind]) -> Int {
            var model = AppearanceModel()
            for kind in kinds { model.apply(PagerNotification(kind: kind, page: 0, id: 1, time: 0)) }
            return model.violations.count
        }
        #expect(violations([.willAppear, .didAppear, .willDisappear, .didDisappear]) == 0)
        // cancelled, then back
        #expect(violations([.willAppear, .willDisappear, .willAppear, .didAppear]) == 0)
        #expect(violations([.didAppear]) == 1)  // never will-appeared
        #expect(violations([.willAppear, .willAppear]) == 1)  // doubled (XLPagerTabStrip #172)
        #expect(violations([.willAppear, .didDisappear]) == 1)
        #expect(violations([.willAppear, .didAppear, .didDisappear]) == 1)
        #expect(violations([.willAppear, .didAppear, .willDisappear, .didAppear]) == 1)
        #expect(violations([.selectedChanged, .load, .unload]) == 0)  // not about appearance
    }
}

@Suite("Lifecycle properties")
struct LifecyclePropertyTests {
    /// Random presences as a pager would make them (a position or a nested
    /// transition, at rest or moving), over ids that are sometimes reordered.
    @Test func eventsFollowUIKitTransitionsAndOnePageAppearsAtRest() {
        forEachCase(seed: 0x11FE) { run, rng in
            let n = rng.int(1...8)
            var ids = (0..<n).map { Int64(1000 + $0) }
            var tracker = Lifecycle()
            var model = AppearanceModel()
            for step in 0..<40 {
                if rng.chance(0.1) { ids.shuffle(using: &rng) }
                let rest: Int?
                let focus: Focus
                if rng.chance(0.3) {
                    let i = rng.int(0...(n - 1))
                    rest = i
                    focus = .position(Double(i))
                } else {
                    rest = nil
                    focus = rng.focus(count: n, depth: rng.int(0...3))
                }
                let presence = focus.presence(count: n)
                let (leaving, arriving) = tracker.update(
                    presence: presence, restItem: rest, ids: ids, index: indices(ids), time: Double(step))
                // disappearing in one list, appearing in the other
                #expect(
                    leaving.allSatisfy { $0.kind == .willDisappear || $0.kind == .didDisappear }, "run \(run)"
                )
                #expect(arriving.allSatisfy { $0.kind == .willAppear || $0.kind == .didAppear }, "run \(run)")
                for note in leaving + arriving {
                    #expect(ids.indices.contains(note.page) && ids[note.page] == note.id, "run \(run)")
                    model.apply(note)
                }
                // the tracker and the notifications agree; absent pages have disappeared
                #expect(model.states == tracker.states, "run \(run) step \(step)")
                #expect(
                    Set(model.states.keys) == Set(presence.map { ids[$0.item] }), "run \(run) step \(step)")
                if let rest {
                    #expect(model.appeared == [ids[rest]], "run \(run) step \(step)")
                    #expect(model.states.count == 1)
                }
            }
            #expect(model.violations.isEmpty, "run \(run): \(model.violations)")
        }
    }
}

/// Each id's index, as the pager keeps it for the tracker.
func indices(_ ids: [Int64]) -> ItemIndex {
    ItemIndex(ids: ids) ?? ItemIndex()
}

extension Lifecycle {
    /// One update, its two halves returned.
    mutating func update(
        presence: [(item: Int, share: Double)], restItem: Int?, ids: [Int64], index: ItemIndex, time: Double
    ) -> (leaving: [PagerNotification], arriving: [PagerNotification]) {
        var leaving: [PagerNotification] = []
        var arriving: [PagerNotification] = []
        update(
            presence: presence, restItem: restItem, ids: ids, index: index, time: time, leaving: &leaving,
            arriving: &arriving)
        return (leaving, arriving)
    }
}
