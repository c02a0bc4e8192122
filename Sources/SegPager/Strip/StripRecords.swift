/// A strip's frames or metrics as the strip functions read them: an
/// array's (the pager's own layout), or a caller's buffer read in place (the
/// C layer's `segpager_item_frame` and `segpager_item_metrics`, laid out as
/// `ItemFrame` and `ItemMetrics` are).
///
/// `StripGeometry` and `StripHitTesting` are generic over their
/// collections; the pager and the C layer both use this one, so the
/// WebAssembly module holds each strip function once instead of once per
/// collection type.
package struct StripRecords<Element>: RandomAccessCollection {
    private enum Storage {
        case array([Element])
        case memory(UnsafeRawPointer)
    }

    private let storage: Storage
    package let endIndex: Int
    package var startIndex: Int { 0 }

    /// An array's elements.
    package init(_ array: [Element]) {
        storage = .array(array)
        endIndex = array.count
    }

    /// `count` elements at `base`, of a trivial type laid out as `Element`
    /// is (none when `base` is nil).
    package init(memory base: UnsafeRawPointer?, count: Int) {
        guard let base else {
            storage = .array([])
            endIndex = 0
            return
        }
        storage = .memory(base)
        endIndex = count
    }

    package subscript(i: Int) -> Element {
        switch storage {
        case .array(let array): return array[i]
        case .memory(let base):
            return base.load(fromByteOffset: i * MemoryLayout<Element>.stride, as: Element.self)
        }
    }
}

extension StripGeometry where Frames == StripRecords<ItemFrame>, Items == StripRecords<ItemMetrics> {
    /// The geometry of a layout, with the metrics it was made from, as the
    /// pager reads it (`init(layout:items:height:loops:)`'s, over `StripRecords`).
    package init(records layout: StripLayout, items: [ItemMetrics], height: Double, loops: Bool = false) {
        self.init(
            frames: StripRecords(layout.frames), items: StripRecords(items),
            contentWidth: layout.contentWidth,
            viewportWidth: layout.viewportWidth, height: height, direction: layout.direction, loops: loops,
            contentLeadingInset: layout.contentLeadingInset, contentTrailingInset: layout.contentTrailingInset
        )
    }
}

extension StripHitTesting {
    /// `item(at:in:)` over an array's frames, read as `StripRecords` (one
    /// search for the pager and the C layer).
    package static func item(at x: Double, in frames: [ItemFrame]) throws(InputError) -> Int? {
        try item(at: x, in: StripRecords(frames))
    }
}
