// The helpers only the C layer's tests use: a C struct read field by
// field, and its comparison with the core's values. What both Swift test
// targets use (files of the repository, tolerant comparison, expected
// errors) is in SegPagerTestSupport.
import Testing

/// A C struct's fields as `name -> number`, nested structs flattened with
/// dots (`normal_color.red`), pointers as 0 (NULL) or 1.
func fields(of value: Any, prefix: String = "") -> [String: Double] {
    var result: [String: Double] = [:]
    for child in Mirror(reflecting: value).children {
        let name = prefix + (child.label ?? "?")
        switch child.value {
        case let v as Double: result[name] = v
        case let v as Int32: result[name] = Double(v)
        case let v as UInt32: result[name] = Double(v)
        case let v as Int: result[name] = Double(v)
        case let v as Int64: result[name] = Double(v)
        default:
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional {
                result[name] = mirror.children.isEmpty ? 0 : 1
            } else {
                result.merge(fields(of: child.value, prefix: name + "."), uniquingKeysWith: { a, _ in a })
            }
        }
    }
    return result
}

/// Compares a C struct field by field with the expected core values.
func expectDefaults(
    _ name: String, _ value: Any, _ expected: [String: Double],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = fields(of: value)
    for (field, number) in actual.sorted(by: { $0.key < $1.key }) {
        guard let want = expected[field] else {
            Issue.record(
                "\(name).\(field): a field the defaults test does not know", sourceLocation: sourceLocation)
            continue
        }
        #expect(
            number == want, "\(name).\(field): C writes \(number), the core's default is \(want)",
            sourceLocation: sourceLocation)
    }
    for field in expected.keys where actual[field] == nil {
        Issue.record("\(name).\(field): listed here but not in the C struct", sourceLocation: sourceLocation)
    }
}

/// What the C `*_init` function `initialize` writes over `start`; expects
/// it to return 0.
func initialized<T>(
    _ initialize: (UnsafeMutablePointer<T>?) -> Int32, _ start: T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T {
    var value = start
    #expect(initialize(&value) == 0, sourceLocation: sourceLocation)
    return value
}

/// Runs the C `*_init` function `initialize` on `start` (changed first by
/// `dirtied`, so the test sees the function write over it), expects it to
/// return 0, and compares what it wrote field by field with `expected`
/// (`expectDefaults`, under the struct's C name).
func expectInitDefaults<T>(
    _ initialize: (UnsafeMutablePointer<T>?) -> Int32, from start: T, dirtied: (inout T) -> Void = { _ in },
    _ expected: [String: Double], sourceLocation: SourceLocation = #_sourceLocation
) {
    var value = start
    dirtied(&value)
    expectDefaults(
        String(describing: T.self), initialized(initialize, value, sourceLocation: sourceLocation), expected,
        sourceLocation: sourceLocation)
}

func size<T>(_: T.Type) -> Double { Double(MemoryLayout<T>.size) }
func number(_ flag: Bool) -> Double { flag ? 1 : 0 }
