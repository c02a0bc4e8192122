// Lays out a strip and drives a pager through the SegPager product.
import SegPager

var style = StripStyle()
style.widthMode = .fill
let layout = try StripLayout(
    items: [50, 200, 40].map { ItemMetrics(contentWidth: $0) }, style: style, viewportWidth: 320)
print("widths", layout.frames.map(\.width))

var configuration = PagerConfiguration()
configuration.pages.viewportWidth = 375
var pager = try Pager(
    configuration: configuration, ids: [1, 2, 3],
    items: layout.frames.map { _ in ItemMetrics(contentWidth: 40) })
_ = try pager.step([.tick(time: 0), .tabTapped(time: 0.1, index: 2)])
let frame = try pager.step([.tick(time: 1)])
print("selected", frame.selectedIndex ?? -1, "offset", frame.pageOffset)
