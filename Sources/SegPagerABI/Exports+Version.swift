import CSegPager

// The version is written once, in segpager.h's SEGPAGER_VERSION_* macros;
// these exports hand the header's own values out.

@c @implementation
public func segpager_version() -> UInt32 {
    segpager_derived_version_number()
}

@c @implementation
public func segpager_version_string() -> UnsafePointer<CChar>? {
    segpager_derived_version_string()
}
