// swift-tools-version:6.0
// segpager: the maths of a segmented pager, as a Swift core, a C ABI and a Python package.
import PackageDescription

let package = Package(
    name: "segpager",
    products: [
        // libsegpager.so: the C ABI described by bindings/c/segpager.h.
        // The release flags (static stdlib, version script, SONAME) live in the Makefile.
        .library(name: "segpager", type: .dynamic, targets: ["SegPagerABI"]),
        // The pure Swift core, for Swift packages.
        .library(name: "SegPager", targets: ["SegPager"]),
    ],
    targets: [
        // Pure core: value types and pure functions, no Foundation.
        .target(name: "SegPager"),
        // Only the header (a symlink to bindings/c/segpager.h), so that Swift sees the
        // C compiler's own struct layouts. No logic.
        .target(name: "CSegPager"),
        // The @c exports: validate, convert, call the core, write outputs.
        .target(name: "SegPagerABI", dependencies: ["SegPager", "CSegPager"]),
        .testTarget(name: "SegPagerTests", dependencies: ["SegPager"]),
        // The C layer's own tests: one set of defaults, the enum tables.
        .testTarget(name: "SegPagerABITests", dependencies: ["SegPagerABI", "SegPager", "CSegPager"]),
        // `make bench`: the per-frame cost from Swift (built with -c release,
        // never by make test), and the counting allocator it links.
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "SegPagerBench", dependencies: ["SegPager", "CAllocationCounter"]),
    ]
)
