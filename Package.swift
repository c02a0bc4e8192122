// swift-tools-version:6.3
// segpager: the maths of a segmented pager, as a Swift core, a C ABI and a Python package.
// Tools 6.3: the C exports are `@c` functions (SE-0495), new in Swift 6.3; the
// core alone needs 6.2 (Span, MutableSpan).
import PackageDescription

let package = Package(
    name: "segpager",
    // The oldest Apple OSes the core runs on: it uses nothing newer (no
    // Array.span, InlineArray or Synchronization), which `make check-apple`
    // holds it to. `Span` itself back-deploys to all of them.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
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
        // What both test targets use: tolerant comparison, the value types'
        // builders and random inputs, the pagers the tests start from, expected
        // errors, files of the repository. A library target (a test target
        // cannot be a dependency), built only for the tests: no product names it.
        .target(
            name: "SegPagerTestSupport", dependencies: ["SegPager"], path: "Tests/SegPagerTestSupport"),
        .testTarget(name: "SegPagerTests", dependencies: ["SegPager", "SegPagerTestSupport"]),
        // The C layer's own tests: one set of defaults, the enum tables.
        .testTarget(
            name: "SegPagerABITests",
            dependencies: ["SegPagerABI", "SegPager", "CSegPager", "SegPagerTestSupport"]),
    ]
)

// `make bench`: the per-frame cost from Swift (built with -c release, never
// by make test), and the counting allocator it links. Linux only: the
// allocator wraps glibc's malloc, so an Apple build has neither target (and
// `make check-apple` does not scan them).
#if os(Linux)
    package.targets += [
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "SegPagerBench", dependencies: ["SegPager", "CAllocationCounter"]),
    ]
#endif
