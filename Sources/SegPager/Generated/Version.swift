// Generated from segpager.h's SEGPAGER_VERSION_* by
// bindings/python/tools/gen_abi.py: do not edit (`make abi`; `make check-abi`).

/// The release this core is, as the C header states it (its
/// `SEGPAGER_VERSION_*` macros are the one place the version is written).
public enum SegPagerVersion {
    /// Changes that break callers.
    public static let major = 0
    /// Additions.
    public static let minor = 9
    /// Fixes.
    public static let patch = 0
    /// "MAJOR.MINOR.PATCH".
    public static let string = "0.9.0"
}
