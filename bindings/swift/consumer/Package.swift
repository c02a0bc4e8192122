// swift-tools-version:6.0
// A package that depends on segpager's SegPager library product, as any app
// would: `make test` builds and runs it to prove the product is usable.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "segpager", path: "../../..")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "SegPager", package: "segpager")])
    ]
)
