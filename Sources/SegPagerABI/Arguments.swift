import CSegPager
import SegPager

// Argument checks shared by every export: pointers, counts, struct sizes and
// enum values. Finiteness and ranges of numbers are checked by the core.

@inline(__always)
func required<T>(_ pointer: UnsafePointer<T>?) throws(Status) -> UnsafePointer<T> {
    guard let pointer else { throw .null }
    return pointer
}

@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?) throws(Status) -> UnsafeMutablePointer<T> {
    guard let pointer else { throw .null }
    return pointer
}

/// A `size_t` count: `SIZE_MAX` arrives as -1, so both ends are checked
/// before any range is formed.
@inline(__always)
func validCount(_ count: Int) throws(Status) -> Int {
    guard count >= 0, count <= Int(SEGPAGER_MAX_COUNT) else { throw .range }
    return count
}

/// An array argument: may be NULL only when it has no elements.
@inline(__always)
func buffer<T>(_ pointer: UnsafePointer<T>?, count: Int) throws(Status) -> UnsafeBufferPointer<T> {
    guard pointer != nil || count == 0 else { throw .null }
    return UnsafeBufferPointer(start: pointer, count: count)
}

/// Whether a `size_t` capacity holds `count` elements (a capacity above
/// `Int.max` arrives negative and holds anything).
@inline(__always)
func holds(_ capacity: Int, _ count: Int) -> Bool {
    UInt(bitPattern: capacity) >= UInt(count)
}

/// A result computed from finite input that overflowed a double (a huge
/// velocity over a subnormal epsilon, say) is SEGPAGER_E_NOT_FINITE, as the
/// header says for the strip layout: nothing non-finite ever goes out.
@inline(__always)
func finite(_ values: Double...) throws(Status) {
    for value in values where !value.isFinite { throw .notFinite }
}

// One- and two-value forms: the variadic one builds an array on the heap on
// every call (test_step_allocations counted one per physics call).
@inline(__always)
func finite(_ value: Double) throws(Status) {
    guard value.isFinite else { throw .notFinite }
}

@inline(__always)
func finite(_ a: Double, _ b: Double) throws(Status) {
    guard a.isFinite, b.isFinite else { throw .notFinite }
}

/// Reads an options struct after checking its leading `struct_size` field,
/// which is read on its own first so a too-small struct is never over-read.
@inline(__always)
func options<T>(_ pointer: UnsafePointer<T>?) throws(Status) -> T {
    let pointer = try required(pointer)
    let size = UnsafeRawPointer(pointer).load(as: UInt32.self)
    guard Int(size) >= MemoryLayout<T>.size else { throw .structSize }
    return pointer.pointee
}

/// Reads an options struct that has grown since its first release: a caller
/// built against an older, smaller struct (at least `firstReleaseSize`
/// bytes) gets `defaults` for the fields it does not know.
func options<T>(_ pointer: UnsafePointer<T>?, firstReleaseSize: Int, defaults: T) throws(Status) -> T {
    let pointer = try required(pointer)
    let size = Int(UnsafeRawPointer(pointer).load(as: UInt32.self))
    guard size >= firstReleaseSize else { throw .structSize }
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
    function: StaticString = #function, _ out: UnsafeMutablePointer<T>?, _ compute: () throws(Status) -> T
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        let out = try required(out)
        out.pointee = try compute()
    }
}

/// `exportValue` for a double computed from finite input: a result that
/// overflowed is SEGPAGER_E_NOT_FINITE and is not written.
@inline(__always)
func exportFinite(
    function: StaticString = #function, _ out: UnsafeMutablePointer<Double>?,
    _ compute: () throws(Status) -> Double
) -> Int32 {
    exportValue(function: function, out) { () throws(Status) in
        let value = try compute()
        try finite(value)
        return value
    }
}

/// An `_init` export: writes `defaults` to a required out pointer.
@inline(__always)
func exportInit<T>(function: StaticString = #function, _ out: UnsafeMutablePointer<T>?, _ defaults: () -> T)
    -> Int32
{
    exportValue(function: function, out) { () throws(Status) in defaults() }
}

/// Checks that a caller's array of `capacity` elements holds `count`; when
/// it does not, `outCount` gets the count it needs and the export fails
/// with SEGPAGER_E_CAPACITY.
@inline(__always)
func ensure(capacity: Int, holds count: Int, reportingTo outCount: UnsafeMutablePointer<Int>) throws(Status) {
    guard holds(capacity, count) else {
        outCount.pointee = count
        throw .capacity
    }
}

/// Writes all of `values`, converted, to a caller's array of `capacity`
/// elements and their count to `outCount`, or (when they do not fit)
/// nothing but the count needed, failing with SEGPAGER_E_CAPACITY.
@inline(__always)
func writeAll<Values: Collection, C>(
    _ values: Values, to array: UnsafeMutablePointer<C>?, capacity: Int,
    count outCount: UnsafeMutablePointer<Int>, _ convert: (Values.Element) -> C
) throws(Status) {
    try ensure(capacity: capacity, holds: values.count, reportingTo: outCount)
    for (i, value) in values.enumerated() { array?[i] = convert(value) }
    outCount.pointee = values.count
}
