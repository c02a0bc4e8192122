// The Swift core's version is the header's: SegPagerVersion is generated
// from SEGPAGER_VERSION_* (make abi), and the library reports the same.
import CSegPager
import SegPager
import Testing

@testable import SegPagerABI

@Suite("Version")
struct VersionTests {
    @Test func theCoreAndTheLibraryReportTheHeadersVersion() {
        #expect(SegPagerVersion.major == Int(SEGPAGER_VERSION_MAJOR))
        #expect(SegPagerVersion.minor == Int(SEGPAGER_VERSION_MINOR))
        #expect(SegPagerVersion.patch == Int(SEGPAGER_VERSION_PATCH))
        #expect(SegPagerVersion.string == String(cString: segpager_version_string()))
        #expect(
            SegPagerVersion.string
                == "\(SEGPAGER_VERSION_MAJOR).\(SEGPAGER_VERSION_MINOR).\(SEGPAGER_VERSION_PATCH)")
    }
}
