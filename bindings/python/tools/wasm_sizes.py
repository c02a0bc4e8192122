"""Where the web door's module spends its bytes: ``make wasm-sizes``.

Reads a WebAssembly module linked with its function names (``make
wasm-sizes`` links one beside segpager.wasm, optimised as the real one is
but not stripped) and prints its sections, the code by part (the Swift core,
the C layer's exports and conversions, the Swift standard library, C) and
the largest functions, demangled by ``swift-demangle``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path


def _leb(data: bytes, at: int) -> tuple[int, int]:
    """An unsigned LEB128 number at ``at``, and where the next field starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def _functions(data: bytes) -> tuple[list[tuple[int, int]], list[tuple[int, str]]]:
    """The sections ``(id, size)`` and every defined function ``(size, name)``."""
    sections: list[tuple[int, int]] = []
    sizes: list[int] = []
    names: dict[int, str] = {}
    imported = 0
    at = 8
    while at < len(data):
        kind = data[at]
        length, at = _leb(data, at + 1)
        body = data[at : at + length]
        sections.append((kind, length))
        if kind == 2:  # imports: functions among them shift the indices
            count, k = _leb(body, 0)
            for _ in range(count):
                for _ in range(2):
                    n, k = _leb(body, k)
                    k += n
                what = body[k]
                k += 1
                if what == 0:
                    _, k = _leb(body, k)
                    imported += 1
                elif what == 1:
                    k += 1
                    flags = body[k]
                    _, k = _leb(body, k + 1)
                    if flags & 1:
                        _, k = _leb(body, k)
                elif what == 2:
                    flags = body[k]
                    _, k = _leb(body, k + 1)
                    if flags & 1:
                        _, k = _leb(body, k)
                else:
                    k += 2
        elif kind == 10:  # code
            count, k = _leb(body, 0)
            for _ in range(count):
                n, start = _leb(body, k)
                sizes.append(n + start - k)
                k = start + n
        elif kind == 0:  # custom: the "name" section's function names
            n, k = _leb(body, 0)
            if body[k : k + n] == b"name":
                k += n
                while k < len(body):
                    sub = body[k]
                    n, k = _leb(body, k + 1)
                    if sub == 1:
                        count, j = _leb(body, k)
                        for _ in range(count):
                            index, j = _leb(body, j)
                            m, j = _leb(body, j)
                            names[index] = body[j : j + m].decode("utf-8", "replace")
                            j += m
                    k += n
        at += length
    return sections, [(size, names.get(k + imported, "?")) for k, size in enumerate(sizes)]


def _part(name: str) -> str:
    if name.startswith("segpager_"):
        return "exports"
    if name.startswith("$e8SegPager"):
        return "core"
    if name.startswith("$e11SegPagerABI"):
        return "C layer"
    if name.startswith(("$es", "$eS")):
        return "standard library"
    return "C (wasi-libc, wasm_support.c)"


def _demangled(names: list[str], tool: str | None) -> list[str]:
    """The names as ``tool`` (swift-demangle) reads them; as they are
    without it."""
    if not tool:
        return names
    # Embedded Swift's names start with $e; swift-demangle reads them as $s
    mangled = ["$s" + n[2:] if n.startswith("$e") else n for n in names]
    try:
        out = subprocess.run(
            [tool, "--simplified", "--compact", *mangled],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.splitlines()
    except OSError:
        return names
    return out if len(out) == len(names) else names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", type=Path, help="a .wasm linked with its function names")
    parser.add_argument("--top", type=int, default=40, help="how many of the largest functions")
    parser.add_argument(
        "--demangler", default=shutil.which("swift-demangle"), help="swift-demangle's path"
    )
    args = parser.parse_args(argv)
    sections, functions = _functions(args.module.read_bytes())
    print("sections (id: bytes):", ", ".join(f"{k}: {n}" for k, n in sections))
    total = sum(size for size, _ in functions)
    print(f"code: {total} bytes in {len(functions)} functions")
    parts: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    for size, name in functions:
        parts[_part(name)] += size
        counts[_part(name)] += 1
    for part, size in parts.most_common():
        print(f"  {part}: {size} bytes, {counts[part]} functions")
    largest = sorted(functions, reverse=True)[: args.top]
    readable = _demangled([n for _, n in largest], args.demangler)
    for (size, _), name in zip(largest, readable, strict=True):
        print(f"{size:7d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
