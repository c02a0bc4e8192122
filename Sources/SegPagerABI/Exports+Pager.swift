// The pager's exports that create, destroy, configure and edit it.

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@c @implementation
public func segpager_pager_configuration_init_preset(
    _ config: UnsafeMutablePointer<segpager_pager_configuration>?, _ preset: Int32
) -> Int32 {
    exportValue(config, "config") { () throws(Status) in
        segpager_pager_configuration(PagerConfiguration(preset: try .init(abi: preset, "preset")))
    }
}

@c @implementation
public func segpager_pager_create(
    _ config: UnsafePointer<segpager_pager_configuration>?, _ outPager: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outPager = try required(outPager, "out_pager")
        let pager = try named("config") { () throws(Status) in
            let configuration = try PagerConfiguration(
                abi: options(
                    config, firstReleaseSize: pagerConfigFirstReleaseSize, defaults: defaultPagerConfig()))
            return try core(.configuration) { () throws(InputError) in
                try Pager(configuration: configuration)
            }
        }
        let handle = OpaquePointer(Unmanaged.passRetained(PagerBox(pager)).toOpaque())
        liveHandles.withLock { $0.insert(address(handle)) }
        outPager.pointee = handle
    }
}

@c @implementation
public func segpager_pager_destroy(_ pager: OpaquePointer?) -> Int32 {
    exportStatus { () throws(Status) in
        guard let pager else { return }
        // After the call under way on another thread, if any (its lock). A
        // pager from before a fork is left alone in the child (`notLive`).
        guard let box = liveBox(pager) else { throw notLive(pager) }
        pthread_mutex_lock(box.lock)
        let removed = !box.isDestroyed && liveHandles.withLock { $0.remove(address(pager)) }
        box.isDestroyed = true
        pthread_mutex_unlock(box.lock)
        guard removed else { throw notAPager }  // another thread's destroy came first
        Unmanaged<PagerBox>.fromOpaque(UnsafeRawPointer(pager)).release()
    }
}

@c @implementation
public func segpager_pager_set_strip_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_strip_style>?
) -> Int32 {
    changePager(pager, { () throws(Status) in try stripStyle(style) }, names: .stripStyle) {
        (pager: inout Pager, style) throws(InputError) in try pager.setStripStyle(style)
    }
}

@c @implementation
public func segpager_pager_set_indicator_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_indicator_style>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("style") { () throws(Status) in try indicatorStyle(style) }
        },
        names: .members
    ) { (pager: inout Pager, style) throws(InputError) in try pager.setIndicatorStyle(style) }
}

@c @implementation
public func segpager_pager_set_appearance_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_appearance_style>?
) -> Int32 {
    changePager(pager, options: style, "style", AppearanceStyle.init(abi:), names: .members) {
        (pager: inout Pager, style) throws(InputError) in try pager.setAppearanceStyle(style)
    }
}

@c @implementation
public func segpager_pager_set_strip_offset_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_strip_offset_style>?
) -> Int32 {
    changePager(pager, options: style, "style", StripOffsetStyle.init(abi:), names: .members) {
        (pager: inout Pager, style) throws(InputError) in try pager.setStripOffsetStyle(style)
    }
}

@c @implementation
public func segpager_pager_set_paging_options(
    _ pager: OpaquePointer?, _ pagingOptions: UnsafePointer<segpager_paging_options>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("options") { () throws(Status) in
                try PagingOptions(abi: readPagingOptions(pagingOptions))
            }
        }, names: .pagingOptions
    ) { (pager: inout Pager, policy) throws(InputError) in try pager.setPagingOptions(policy) }
}

@c @implementation
public func segpager_pager_set_items(
    _ pager: OpaquePointer?, _ ids: UnsafePointer<Int64>?, _ items: UnsafePointer<segpager_item_metrics>?,
    _ count: Int
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            let count = try validCount(count, "count")
            return (
                Array(try buffer(ids, count: count, "ids")),
                try buffer(items, count: count, "items").map(ItemMetrics.init(abi:))
            )
        }, names: .arguments
    ) { (pager: inout Pager, items) throws(InputError) in try pager.setItems(ids: items.0, metrics: items.1) }
}

@c @implementation
public func segpager_pager_insert_item(
    _ pager: OpaquePointer?, _ index: Int32, _ id: Int64, _ item: UnsafePointer<segpager_item_metrics>?
) -> Int32 {
    changePager(
        pager, { () throws(Status) in ItemMetrics(abi: try required(item, "item").pointee) },
        names: .insertedItem
    ) { (pager: inout Pager, metrics) throws(InputError) in
        try pager.insertItem(metrics: metrics, id: id, at: Int(index))
    }
}

@c @implementation
public func segpager_pager_remove_item(_ pager: OpaquePointer?, _ index: Int32) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            try core(.arguments) { () throws(InputError) in try box.pager.removeItem(at: Int(index)) }
        }
    }
}

@c @implementation
public func segpager_pager_move_item(_ pager: OpaquePointer?, _ source: Int32, _ destination: Int32) -> Int32
{
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            try core(.arguments) { () throws(InputError) in
                try box.pager.moveItem(from: Int(source), to: Int(destination))
            }
        }
    }
}

@c @implementation
public func segpager_pager_get_items(
    _ pager: OpaquePointer?, _ ids: UnsafeMutablePointer<Int64>?,
    _ items: UnsafeMutablePointer<segpager_item_metrics>?, _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            let outCount = try required(outCount, "out_count")
            // NULL arrays are a count query, which needs capacity 0.
            try requireArray(ids, capacity: capacity, "ids")
            try requireArray(items, capacity: capacity, "items")
            let count = box.pager.ids.count
            outCount.pointee = count
            guard holds(capacity, count) else { throw capacityTooSmall("capacity", capacity) }
            for i in 0..<count {
                ids?[i] = box.pager.ids[i]
                items?[i] = segpager_item_metrics(box.pager.items[i])
            }
        }
    }
}

@c @implementation
public func segpager_pager_get_configuration(
    _ pager: OpaquePointer?, _ config: UnsafeMutablePointer<segpager_pager_configuration>?
) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            let config = try required(config, "config")
            let size = Int(UnsafeRawPointer(config).load(as: UInt32.self))
            guard size >= pagerConfigFirstReleaseSize else { throw structSizeTooSmall(size).in("config") }
            var current = segpager_pager_configuration(box.pager.configuration)
            let written = min(size, MemoryLayout<segpager_pager_configuration>.size)
            withUnsafeBytes(of: &current) { source in
                UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(config), count: written)
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[0..<written]))
            }
            // The caller's own size stays: it says which fields it knows.
            UnsafeMutableRawPointer(config).storeBytes(of: UInt32(size), as: UInt32.self)
        }
    }
}
