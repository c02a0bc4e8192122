// Tests the vocabulary README.md's "### Vocabulary" settles (issue #14): no
// public SegPager type shares its name with a SwiftUI or UIKit type, so a file
// that imports both never has to qualify one; and the deprecated old names
// still work, for one minor version, as the new ones.
import Foundation
import SegPagerTestSupport
import Testing

@testable import SegPager

/// Public SwiftUI type names that are plain words, the kind a SegPager type
/// could also be called. UIKit's types carry the `UI` (or `NS`) prefix, so a
/// plain-word clash in a UIKit app comes from SwiftUI too.
let swiftUITypeNames: Set<String> = [
    "Alignment", "Anchor", "Angle", "Animation", "App", "Axis", "Binding", "Button", "Canvas", "Capsule",
    "Circle", "Color", "ColorScheme", "ContentMode", "Divider", "Edge", "EdgeInsets", "Ellipse",
    "Environment", "Font", "ForEach", "Form", "Gesture", "Gradient", "Grid", "Group", "Image", "Label",
    "Layout", "LayoutDirection", "Link", "List", "Material", "Menu", "Namespace", "Path", "Picker",
    "Rectangle", "Scene", "ScrollView", "Section", "Shape", "Slider", "Spacer", "Spring", "State",
    "Stepper", "TabView", "Table", "Text", "Toggle", "Transaction", "Transition", "UnitCurve",
    "UnitPoint", "View", "Visibility", "Window",
]

/// SegPager's public type names, read from Sources/SegPager/**/*.swift: every
/// `public struct|enum|class|protocol|typealias|actor Name` (nested ones
/// too), with whether an `@available(..., deprecated ...)` attribute line
/// stands right above it.
func segPagerPublicTypes() throws -> [(name: String, deprecated: Bool)] {
    let sources = URL(fileURLWithPath: repositoryPath("Sources/SegPager"))
    let declaration = try Regex(
        #"^\s*public\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
    var found: [(name: String, deprecated: Bool)] = []
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter {
        $0.hasSuffix(".swift")
    }
    for file in files.sorted() {
        let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in lines.enumerated() {
            guard let match = try declaration.firstMatch(in: line), let name = match.output[1].substring
            else { continue }
            var deprecated = false
            var above = number - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                if lines[above].contains("deprecated") { deprecated = true }
                above -= 1
            }
            found.append((String(name), deprecated))
        }
    }
    return found
}

@Suite("Vocabulary")
struct VocabularyTests {
    @Test func noPublicTypeSharesASwiftUIName() throws {
        let types = try segPagerPublicTypes()
        let current = Set(types.filter { !$0.deprecated }.map(\.name))
        // The scan sees the whole module, including the renamed types.
        #expect(current.count > 40)
        #expect(current.isSuperset(of: ["RGBAColor", "DampedSpring", "Direction", "PagingOptions", "Pager"]))
        // Deprecated aliases too: an alias named Color is as ambiguous in a
        // SwiftUI file as a type named Color.
        #expect(Set(types.map(\.name)).intersection(swiftUITypeNames).sorted() == [])
    }

    @Test func theOldNamesAreDeprecatedAliasesOnly() throws {
        let types = try segPagerPublicTypes()
        let deprecated = Set(types.filter(\.deprecated).map(\.name))
        #expect(deprecated == ["PagingPolicy"])
        let current = Set(types.filter { !$0.deprecated }.map(\.name))
        #expect(current.isDisjoint(with: deprecated))
    }

    @Test func theListHoldsTheNamesThatCollided() {
        // The three SwiftUI names SegPager used to declare.
        #expect(swiftUITypeNames.isSuperset(of: ["Color", "Spring", "LayoutDirection"]))
        #expect(swiftUITypeNames.count >= 40)
    }

    /// The deprecated names still compile and forward to the new ones.
    @available(*, deprecated, message: "exercises the deprecated names")
    @Test func deprecatedNamesForwardToTheNewOnes() throws {
        #expect(PagingPolicy() == PagingOptions())

        var pager = try makePager(viewport: 100, ids: [1, 2], widths: [40, 40])
        var options = PagingOptions()
        options.maxPages = 2
        try pager.setPagingPolicy(options)
        #expect(pager.configuration.paging == options)
        var offsetStyle = StripOffsetStyle()
        offsetStyle.margin = 12
        try pager.setOffsetStyle(offsetStyle)
        #expect(pager.stripOffsetStyle == offsetStyle && pager.offsetStyle == offsetStyle)
        options.maxPages = 0
        expectInputError(.outOfRange, field: "PagingOptions.maxPages") { try pager.setPagingPolicy(options) }
        #expect(pager.configuration.paging.maxPages == 2)

        #expect(
            PagerEvent.listResized(time: 1, index: 0, maximumOffset: 30)
                == .listResized(time: 1, index: 0, maxOffset: 30))

        var header = PagerHeaderFrame(
            frame: try HeaderStyle().frame(atListOffset: 0, width: 100), headerOffset: 5, pull: 0,
            isRefreshing: false, isAnimating: false)
        #expect(header.collapse == 5)
        header.collapse = 7
        #expect(header.headerOffset == 7)
    }
}
