import CSegPager

/// The release this library is; tested against the header's macros.
let libraryVersionString: StaticString = "0.7.0"

@c @implementation
public func segpager_version() -> UInt32 {
    UInt32(SEGPAGER_VERSION_MAJOR * 10000 + SEGPAGER_VERSION_MINOR * 100 + SEGPAGER_VERSION_PATCH)
}

@c @implementation
public func segpager_version_string() -> UnsafePointer<CChar>? {
    cString(libraryVersionString)
}
