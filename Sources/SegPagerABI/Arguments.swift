import CSegPager
import SegPager

// Argument checks shared by every export: pointers, counts, struct sizes and
// enum values. Finiteness and ranges of numbers are checked by the core.
// Each takes the name C gives what it checks (an argument, or a member of
// the argument that `named(_:_:)` adds), for the message.

/// The message of a NULL that may not be.
let notNull: StaticString = "must not be NULL"

@inline(__always)
func required<T>(_ pointer: UnsafePointer<T>?, _ name: StaticString) throws(Status) -> UnsafePointer<T> {
    guard let pointer else { throw Status(.null, field: name, rule: notNull) }
    return pointer
}

@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: StaticString) throws(Status)
    -> UnsafeMutablePointer<T>
{
    guard let pointer else { throw Status(.null, field: name, rule: notNull) }
    return pointer
}

/// A `size_t` count: `SIZE_MAX` arrives as -1, so both ends are checked
/// before any range is formed.
@inline(__always)
func validCount(_ count: Int, _ name: StaticString) throws(Status) -> Int {
    guard count >= 0 else {
        throw Status(
            .range, field: name,
            rule:
                "must be <= SEGPAGER_MAX_COUNT (2147483647), not above SIZE_MAX / 2 (a negative number cast?)"
        )
    }
    #if _pointerBitWidth(_64)  // a 32-bit Int is never above it
        guard count <= Int(SEGPAGER_MAX_COUNT) else {
            throw Status(
                .range, field: name, rule: "must be <= SEGPAGER_MAX_COUNT (2147483647)", integer: count)
        }
    #endif
    return count
}

/// An array argument: may be NULL only when it has no elements.
@inline(__always)
func buffer<T>(_ pointer: UnsafePointer<T>?, count: Int, _ name: StaticString) throws(Status)
    -> UnsafeBufferPointer<T>
{
    guard pointer != nil || count == 0 else {
        throw Status(.null, field: name, rule: "must not be NULL when its count is > 0")
    }
    return UnsafeBufferPointer(start: pointer, count: count)
}

/// An output array: may be NULL only with capacity 0.
@inline(__always)
func requireArray<T>(_ pointer: UnsafeMutablePointer<T>?, capacity: Int, _ name: StaticString) throws(Status)
{
    guard pointer != nil || capacity == 0 else {
        throw Status(.null, field: name, rule: "must not be NULL when its capacity is > 0")
    }
}

/// Whether a `size_t` capacity holds `count` elements (a capacity above
/// `Int.max` arrives negative and holds anything).
@inline(__always)
func holds(_ capacity: Int, _ count: Int) -> Bool {
    UInt(bitPattern: capacity) >= UInt(count)
}

/// A result computed from finite input that overflowed a double (a huge
/// velocity over a subnormal epsilon, say) is `Status.notFinite`, as the
/// header says for the strip layout: nothing non-finite ever goes out.
@inline(__always)
func finite(_ values: Double...) throws(Status) {
    for value in values where !value.isFinite { throw overflowed }
}

/// A result that overflowed: no one argument is at fault.
let overflowed = Status(InputError.overflow, names: .arguments)

/// A `struct_size` too small for this release.
func structSizeTooSmall(_ size: some BinaryInteger) -> Status {
    Status(
        .structSize, field: "struct_size",
        rule: "must be at least the struct's size (set by its _init function)",
        integer: size)
}

/// A field that must be 0.
@inline(__always)
func requireZero(_ value: some BinaryInteger, _ name: StaticString) throws(Status) {
    guard value == 0 else { throw Status(.range, field: name, rule: "must be 0", integer: value) }
}

// One- and two-value forms: the variadic one builds an array on the heap on
// every call (test_step_allocations counted one per physics call).
@inline(__always)
func finite(_ value: Double) throws(Status) {
    guard value.isFinite else { throw overflowed }
}

@inline(__always)
func finite(_ a: Double, _ b: Double) throws(Status) {
    guard a.isFinite, b.isFinite else { throw overflowed }
}

/// Reads an options struct after checking its leading `struct_size` field,
/// which is read on its own first so a too-small struct is never over-read.
/// Its failures name no argument: call it inside `named(_:_:)`.
@inline(__always)
func options<T>(_ pointer: UnsafePointer<T>?) throws(Status) -> T {
    let pointer = try required(pointer, "")
    let size = UnsafeRawPointer(pointer).load(as: UInt32.self)
    guard Int(size) >= MemoryLayout<T>.size else { throw structSizeTooSmall(size) }
    return pointer.pointee
}

/// Reads the options struct argument `name` points to as its core value
/// (`convert`, an `init(abi:)`); any error names the argument.
@inline(__always)
func optionsArgument<T, Value>(
    _ pointer: UnsafePointer<T>?, _ name: StaticString, _ convert: (T) throws(Status) -> Value
) throws(Status) -> Value {
    try named(name) { () throws(Status) in try convert(options(pointer)) }
}

/// Reads an options struct that has grown since its first release: a caller
/// built against an older, smaller struct (at least `firstReleaseSize`
/// bytes) gets `defaults` for the fields it does not know.
func options<T>(_ pointer: UnsafePointer<T>?, firstReleaseSize: Int, defaults: T) throws(Status) -> T {
    let pointer = try required(pointer, "")
    let size = Int(UnsafeRawPointer(pointer).load(as: UInt32.self))
    guard size >= firstReleaseSize else { throw structSizeTooSmall(size) }
    guard size < MemoryLayout<T>.size else { return pointer.pointee }
    var value = defaults
    withUnsafeMutableBytes(of: &value) { target in
        target.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: size))
    }
    return value
}

/// An export that writes one result: the out pointer is checked first (a
/// NULL one is reported before any other argument), then `compute` runs and
/// its value is written. Nothing is written when it throws.
@inline(__always)
func exportValue<T>(
    function: StaticString = #function, _ out: UnsafeMutablePointer<T>?, _ outName: StaticString,
    _ compute: () throws(Status) -> T
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        let out = try required(out, outName)
        out.pointee = try compute()
    }
}

/// `exportValue` for an export that writes two results: both out pointers
/// are checked first (in order), then `compute` runs and its values are
/// written. Nothing is written when it throws.
@inline(__always)
func exportValues<A, B>(
    function: StaticString = #function, _ outA: UnsafeMutablePointer<A>?, _ nameA: StaticString,
    _ outB: UnsafeMutablePointer<B>?, _ nameB: StaticString, _ compute: () throws(Status) -> (A, B)
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        let outA = try required(outA, nameA)
        let outB = try required(outB, nameB)
        (outA.pointee, outB.pointee) = try compute()
    }
}

/// `exportValues` for two doubles computed from finite input: a pair
/// that overflowed is `Status.notFinite` and neither is written.
@inline(__always)
func exportFinite(
    function: StaticString = #function, _ outA: UnsafeMutablePointer<Double>?, _ nameA: StaticString,
    _ outB: UnsafeMutablePointer<Double>?, _ nameB: StaticString,
    _ compute: () throws(Status) -> (Double, Double)
) -> Int32 {
    exportValues(function: function, outA, nameA, outB, nameB) { () throws(Status) in
        let (a, b) = try compute()
        try finite(a, b)
        return (a, b)
    }
}

/// The two-result `exportFinite` for a core computation: its `InputError`
/// is read through `names` (`core(_:_:)`).
@inline(__always)
func exportFinite(
    function: StaticString = #function, _ outA: UnsafeMutablePointer<Double>?, _ nameA: StaticString,
    _ outB: UnsafeMutablePointer<Double>?, _ nameB: StaticString, core names: CNames,
    _ compute: () throws(InputError) -> (Double, Double)
) -> Int32 {
    exportFinite(function: function, outA, nameA, outB, nameB) { () throws(Status) in try core(names, compute)
    }
}

/// `exportValue` for a double computed from finite input: a result that
/// overflowed is `Status.notFinite` and is not written.
@inline(__always)
func exportFinite(
    function: StaticString = #function, _ out: UnsafeMutablePointer<Double>?, _ outName: StaticString,
    _ compute: () throws(Status) -> Double
) -> Int32 {
    exportValue(function: function, out, outName) { () throws(Status) in
        let value = try compute()
        try finite(value)
        return value
    }
}

/// `exportFinite` for a core computation: its `InputError` is read through
/// `names` (`core(_:_:)`).
@inline(__always)
func exportFinite(
    function: StaticString = #function, _ out: UnsafeMutablePointer<Double>?, _ outName: StaticString,
    core names: CNames, _ compute: () throws(InputError) -> Double
) -> Int32 {
    exportFinite(function: function, out, outName) { () throws(Status) in try core(names, compute) }
}

/// An `_init` export: writes `defaults` to a required out pointer.
@inline(__always)
func exportInit<T>(
    function: StaticString = #function, _ out: UnsafeMutablePointer<T>?, _ outName: StaticString,
    _ defaults: () -> T
) -> Int32 {
    exportValue(function: function, out, outName) { () throws(Status) in defaults() }
}

/// Checks that a caller's array of `capacity` elements holds `count`; when
/// it does not, `outCount` gets the count it needs and the export fails
/// with `Status.capacity`, naming the capacity (`capacityName`).
@inline(__always)
func ensure(
    capacity: Int, _ capacityName: StaticString, holds count: Int,
    reportingTo outCount: UnsafeMutablePointer<Int>
) throws(Status) {
    guard holds(capacity, count) else {
        outCount.pointee = count
        throw capacityTooSmall(capacityName, capacity)
    }
}

/// A capacity that does not hold the results.
func capacityTooSmall(_ name: StaticString, _ capacity: Int) -> Status {
    Status(
        .capacity, field: name,
        rule: "must hold every result (the count needed is written to the count output)",
        integer: capacity)
}

/// Writes all of `values`, converted, to a caller's array of `capacity`
/// elements and their count to `outCount`, or (when they do not fit)
/// nothing but the count needed, failing with `Status.capacity`.
@inline(__always)
func writeAll<Values: Collection, C>(
    _ values: Values, to array: UnsafeMutablePointer<C>?, capacity: Int, _ capacityName: StaticString,
    count outCount: UnsafeMutablePointer<Int>, _ convert: (Values.Element) -> C
) throws(Status) {
    try ensure(capacity: capacity, capacityName, holds: values.count, reportingTo: outCount)
    for (i, value) in values.enumerated() { array?[i] = convert(value) }
    outCount.pointee = values.count
}
