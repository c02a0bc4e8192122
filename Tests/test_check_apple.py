#!/usr/bin/env python3
"""check_apple.py fails on known-bad Swift and passes known-good Swift.

Each case writes a small package (this repository's Package.swift, so the
same platforms, and one source file) into a temporary folder and runs the
check on it against the toolchain's own interfaces. Run by `make check-apple`.
"""

from __future__ import annotations

import io
import pathlib
import shutil
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_apple

BAD = """\
import Synchronization
public func count(_ values: [Double]) -> Int {
    values.span.count
}
public struct Ring {
    var slots: InlineArray<4, Double>
}
let lock = Mutex(0)
func label(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
func fill(_ values: inout [Double]) {
    var output = values.mutableSpan
    output[0] = 1
}
"""

GOOD = """\
// InlineArray and Mutex in a comment; values.span in a string:
let text = "values.span"
func count(_ values: [Double]) -> Int {
    values.withUnsafeBufferPointer { Span(_unsafeElements: $0).count }
}
@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public func newest(_ values: [Double]) -> Int {
    values.span.count
}
func guarded(_ values: [Double]) -> Int {
    if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return values.span.count
    }
    return 0
}
func early(_ values: [Double]) -> Int {
    guard #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return 0 }
    return values.span.count
}
#if os(Linux)
    let linuxOnly: InlineArray<1, Int> = [0]
#endif
"""


class CheckApple(unittest.TestCase):
    def setUp(self) -> None:
        self.root = pathlib.Path(tempfile.mkdtemp(prefix="check_apple"))
        self.addCleanup(shutil.rmtree, self.root)
        shutil.copy(check_apple.ROOT / "Package.swift", self.root / "Package.swift")
        (self.root / "Sources" / "Core").mkdir(parents=True)
        self.allowlist = self.root / "allowlist.txt"

    def check(self, source: str, allowlist: str = "") -> tuple[int, list[str]]:
        """The check's status and problem lines for one file, Core/File.swift."""
        path = self.root / "Sources" / "Core" / "File.swift"
        path.write_text(textwrap.dedent(source), encoding="utf-8")
        self.allowlist.write_text(allowlist, encoding="utf-8")
        out = io.StringIO()
        status = check_apple.run([path], root=self.root, allowlist_path=self.allowlist, out=out)
        return status, out.getvalue().splitlines()[:-1]

    def test_the_denylist_from_the_toolchain_names_the_known_newer_apis(self) -> None:
        targets = check_apple.targets_of(self.root / "Package.swift")
        deny = check_apple.build_denylist([], targets, None, self.root)
        for member in ("span", "mutableSpan", "utf8Span"):
            self.assertIn(member, deny.members)
        for name in ("InlineArray", "Mutex", "Atomic", "Duration", "UTF8Span", "Int128"):
            self.assertIn(name, deny.types)
        self.assertIn("Synchronization", deny.modules)
        self.assertEqual(deny.types["InlineArray"].availability["iOS"], (26, 0, 0))
        # Back-deployed to every target: never flagged.
        for name in ("Span", "MutableSpan", "RawSpan"):
            self.assertNotIn(name, deny.types)
        self.assertNotIn("withUnsafeBufferPointer", deny.members)

    def test_each_bad_use_fails_with_its_file_line_and_api(self) -> None:
        status, problems = self.check(BAD)
        self.assertEqual(status, 1)
        found = {(line.split(": ")[0], line.split(": ")[1].split(" needs")[0]) for line in problems}
        where = "Sources/Core/File.swift"
        self.assertEqual(
            found,
            {
                (f"{where}:1", "import Synchronization"),
                (f"{where}:3", ".span"),
                (f"{where}:6", "InlineArray"),
                (f"{where}:8", "Mutex"),
                (f"{where}:9", "String(validating:)"),
                (f"{where}:11", ".mutableSpan"),
            },
        )
        span = next(line for line in problems if ":3: .span" in line)
        self.assertIn("iOS 26.0", span)
        self.assertIn("public func count has no @available", span)

    def test_old_apis_and_uses_an_availability_admits_pass(self) -> None:
        status, problems = self.check(GOOD)
        self.assertEqual(problems, [])
        self.assertEqual(status, 0)

    def test_a_public_declaration_needs_the_availability_its_body_needs(self) -> None:
        status, problems = self.check("""\
            @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
            public func partly(_ values: [Double]) -> Int {
                _ = Mutex(0)
                return values.span.count
            }
            """)
        self.assertEqual(status, 1)
        self.assertEqual(len(problems), 1)  # Mutex is admitted, span is not
        self.assertIn(":4: .span", problems[0])

    def test_the_projects_own_newer_declarations_need_a_guard_too(self) -> None:
        status, problems = self.check("""\
            @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
            func fastPath() -> Int { 0 }
            public func caller() -> Int { fastPath() }
            """)
        self.assertEqual(status, 1)
        self.assertEqual(len(problems), 1)
        self.assertIn(":3: fastPath(", problems[0])

    def test_an_allowlist_entry_admits_its_line_and_fails_once_stale(self) -> None:
        bad = "func count(_ values: [Double]) -> Int { values.span.count }\n"
        entry = "Sources/Core/File.swift | .span | values.span  # until the fix\n"
        self.assertEqual(self.check(bad, entry), (0, []))
        status, problems = self.check("func count() -> Int { 0 }\n", entry)
        self.assertEqual(status, 1)
        self.assertIn("remove the entry", problems[0])
        status, problems = self.check(bad, "Sources/Core/File.swift | .span | values.span\n")
        self.assertEqual(status, 1)
        self.assertTrue(any("expected `PATH | API | SNIPPET  # reason`" in p for p in problems))


if __name__ == "__main__":
    unittest.main()
