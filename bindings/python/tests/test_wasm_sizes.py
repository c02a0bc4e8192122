"""``make wasm-sizes``' reader (bindings/python/tools/wasm_sizes.py) on a
module written byte by byte: two functions after one imported one, named in
the name section."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "tools" / "wasm_sizes.py"
_SPEC = importlib.util.spec_from_file_location("wasm_sizes", _PATH)
assert _SPEC is not None
assert _SPEC.loader is not None
wasm_sizes = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(wasm_sizes)


def _section(kind: int, payload: bytes) -> bytes:
    return bytes([kind, len(payload)]) + payload


def _module() -> bytes:
    types = _section(1, bytes([1, 0x60, 0, 0]))  # one type: () -> ()
    imports = _section(2, bytes([1, 3]) + b"env" + bytes([1]) + b"f" + bytes([0, 0]))
    functions = _section(3, bytes([2, 0, 0]))
    # bodies: no locals and end (2 bytes); no locals, two nops and end (4)
    code = _section(10, bytes([2, 2, 0, 0x0B, 4, 0, 1, 1, 0x0B]))
    # function 0 is the import: the defined ones are 1 and 2
    names = bytes([2, 1, 1]) + b"a" + bytes([2, 2]) + b"bb"
    name = _section(0, bytes([4]) + b"name" + bytes([1, len(names)]) + names)
    return b"\0asm\1\0\0\0" + types + imports + functions + code + name


def test_sizes_and_names_count_the_imports_before_the_defined_functions() -> None:
    sections, functions = wasm_sizes._functions(_module())
    assert [kind for kind, _ in sections] == [1, 2, 3, 10, 0]
    # each size counts its body and the length in front of it
    assert functions == [(3, "a"), (5, "bb")]


def test_the_report_sums_the_code_by_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    module = tmp_path / "tiny.wasm"
    module.write_bytes(_module())
    assert wasm_sizes.main([str(module), "--top", "1", "--demangler", ""]) == 0
    out = capsys.readouterr().out
    assert "code: 8 bytes in 2 functions" in out
    assert "C (wasi-libc, wasm_support.c): 8 bytes, 2 functions" in out
    assert out.rstrip().endswith("5  bb")
    # a demangler that is not there leaves the names as they are
    assert wasm_sizes.main([str(module), "--demangler", str(tmp_path / "none")]) == 0
    assert capsys.readouterr().out.rstrip().endswith("3  a")
