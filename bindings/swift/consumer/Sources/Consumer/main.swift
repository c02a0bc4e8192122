// Drives the SegPager product as an app would, through its idiomatic API,
// with the README's Swift quick starts (the same numbers as its Python and
// C examples); `make test` checks what this prints.
import SegPager

// A strip: three titles water-filled into 320 pt.
var style = StripStyle()
style.widthMode = .fill
let layout = try StripLayout(
    items: [50, 200, 40].map { ItemMetrics(contentWidth: $0) }, style: style, viewportWidth: 320)
print("widths", layout.frames.map(\.width))

// The strip at a position: seed 000's six titles, a quarter of the way
// from the third tab to the fourth.
let titles = [28.0, 47, 34, 38, 30, 31].map { ItemMetrics(contentWidth: $0) }
var padded = StripStyle()
padded.itemPadding = 20
let strip = StripGeometry(
    layout: try StripLayout(items: titles, style: padded, viewportWidth: 375), items: titles, height: 44)
let state = try strip.state(at: 2.25)
print(
    "strip offset", state.stripOffset, "indicator", state.indicator.x, state.indicator.width,
    "weights", state.appearances[2...3].map(\.selectionWeight))

// The pager: a drag past half way, a release, a far tap.
var pager = try Pager(
    configuration: PagerConfiguration(viewportWidth: 375),
    items: [28.0, 47, 34, 38, 30, 31].enumerated().map { PagerItem(id: Int64($0.offset), width: $0.element) })
var frame = try pager.step([.tick(time: 0)])
print("first", frame.notifications.map(\.description).joined(separator: " "))
frame = try pager.step([.dragBegan(time: 1.0), .dragMoved(time: 1.1, pageOffset: 200)])
print("dragged selected", frame.selectedIndex ?? -1, frame.phase)
frame = try pager.step([.dragEnded(time: 1.2, velocity: 0), .tick(time: 2.0)])
print("released offset", frame.pageOffset, frame.phase)
frame = try pager.step([.tabTapped(time: 3.0, index: 5), .tick(time: 4.0)])
print("tapped selected", frame.selectedIndex ?? -1, "offset", frame.pageOffset)
print("frame", frame)

// The header on the pager: seed 001's 200 pt header over a 44 pt strip.
var withHeader = try Pager(
    configuration: PagerConfiguration(viewportWidth: 375),
    items: (0..<3).map { PagerItem(id: Int64($0), width: 60) })
var header = HeaderStyle()
header.height = 200
header.pinnedHeight = 44
try withHeader.setHeader(try PagerHeader(style: header))
frame = try withHeader.step([.listScrolled(time: 0, delta: 200)])
print(
    "header", frame.header?.headerOffset ?? -1, "list", frame.listOffset, "y",
    frame.header?.frame.header.y ?? 0)
frame = try withHeader.step([
    .select(time: 1, index: 1, animated: false), .listScrolled(time: 1, delta: -100),
])
print("switched header", frame.header?.headerOffset ?? -1, "list", frame.listOffset)
frame = try withHeader.step([.select(time: 2, index: 0, animated: false)])
print("back list", frame.listOffset)

// An error says what was wrong.
do {
    _ = try Pager(configuration: PagerConfiguration(), items: [PagerItem(id: 1, width: 40)])
} catch {
    print("error", error)
}
