/// One stable sort for the core's arrays of plain values (page windows,
/// evictions, departing pages, item widths).
///
/// The standard library's `sort` is stable too, so the order is the same:
/// a stable sort's result is fixed by the comparison alone. But its merge
/// sort is specialised for each element type, about 3 KB of WebAssembly
/// apiece; this one is written once, on raw bytes, and each element type
/// adds only the few instructions that load two elements and compare them.
/// Like the standard library's, it allocates nothing for fewer than 64
/// elements and one merge buffer from 64 on.
extension Array where Element: BitwiseCopyable {
    /// Sorts the array in place, stably (elements that compare equal keep
    /// their order), by `order`, which reads two of its elements in place
    /// (`ordered(_:_:as:by:)`). A C function, so that the optimiser has no
    /// closure to copy the sort for: the sort stays one function.
    mutating func stableSort(by order: ByteOrder) {
        let count = self.count
        guard count > 1 else { return }
        withUnsafeMutableBytes { bytes in
            sortBytes(bytes.baseAddress!, count: count, stride: MemoryLayout<Element>.stride, by: order)
        }
    }

    /// The array sorted stably by `order` (as `sorted(by:)`).
    func stablySorted(by order: ByteOrder) -> [Element] {
        var sorted = self
        sorted.stableSort(by: order)
        return sorted
    }
}

/// Whether the element at `a` goes before the one at `b`: a strict weak
/// order over one element type, read in place.
typealias ByteOrder = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// Compares the elements of type `T` at `a` and `b` by `less`: the body of
/// a `ByteOrder`.
@inline(__always)
func ordered<T: BitwiseCopyable>(
    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: T.Type, by less: (T, T) -> Bool
) -> Bool {
    less(a.load(as: T.self), b.load(as: T.self))
}

/// Below this many elements the sort is an insertion sort and allocates
/// nothing (the standard library's threshold, 64).
private let insertionSortLimit = 64

/// Sorts `count` elements of `stride` bytes at `base`, stably, by `less`
/// (which reads two elements in place).
@inline(never)
private func sortBytes(
    _ base: UnsafeMutableRawPointer, count: Int, stride: Int,
    by less: ByteOrder
) {
    if count < insertionSortLimit {
        insertionSortBytes(base, from: 0, to: count, stride: stride, by: less)
        return
    }
    // Runs of 32 sorted in place, then merged pairwise, back and forth
    // between the array and one buffer.
    let run = 32
    var lo = 0
    while lo < count {
        insertionSortBytes(base, from: lo, to: min(lo + run, count), stride: stride, by: less)
        lo += run
    }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: count * stride, alignment: 16)
    defer { buffer.deallocate() }
    var source = base
    var target = buffer
    var width = run
    while width < count {
        var lo = 0
        while lo < count {
            let mid = min(lo + width, count)
            let hi = min(mid + width, count)
            var i = lo
            var j = mid
            var k = lo
            while i < mid && j < hi {
                // The right element goes first only when strictly less.
                if less(source + j * stride, source + i * stride) {
                    (target + k * stride).copyMemory(from: source + j * stride, byteCount: stride)
                    j += 1
                } else {
                    (target + k * stride).copyMemory(from: source + i * stride, byteCount: stride)
                    i += 1
                }
                k += 1
            }
            (target + k * stride).copyMemory(from: source + i * stride, byteCount: (mid - i) * stride)
            k += mid - i
            (target + k * stride).copyMemory(from: source + j * stride, byteCount: (hi - j) * stride)
            lo = hi
        }
        swap(&source, &target)
        width *= 2
    }
    if source != base { base.copyMemory(from: source, byteCount: count * stride) }
}

/// Sorts elements `start..<end` at `base` in place by insertion (stable),
/// moving each element down by swaps with its neighbour.
private func insertionSortBytes(
    _ base: UnsafeMutableRawPointer, from start: Int, to end: Int, stride: Int,
    by less: ByteOrder
) {
    var i = start + 1
    while i < end {
        var j = i
        while j > start && less(base + j * stride, base + (j - 1) * stride) {
            swapBytes(base + j * stride, base + (j - 1) * stride, count: stride)
            j -= 1
        }
        i += 1
    }
}

/// Swaps `count` bytes at `a` and `b` (which do not overlap).
private func swapBytes(_ a: UnsafeMutableRawPointer, _ b: UnsafeMutableRawPointer, count: Int) {
    var k = 0
    while k + 8 <= count {
        let x = a.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        a.storeBytes(
            of: b.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
        b.storeBytes(of: x, toByteOffset: k, as: UInt64.self)
        k += 8
    }
    while k < count {
        let x = a.load(fromByteOffset: k, as: UInt8.self)
        a.storeBytes(of: b.load(fromByteOffset: k, as: UInt8.self), toByteOffset: k, as: UInt8.self)
        b.storeBytes(of: x, toByteOffset: k, as: UInt8.self)
        k += 1
    }
}
