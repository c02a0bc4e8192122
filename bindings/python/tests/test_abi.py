"""The Python mirror of segpager.h against the C compiler and the library:
struct sizes and offsets, constants, prototypes, defaults and the version."""

from __future__ import annotations

import ctypes
import dataclasses
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import segpager
from segpager import _ffi
from segpager.pages import PageGeometry
from segpager.strip import StripStyle

from .conftest import HEADER, LIBRARY

HEADER_TEXT = HEADER.read_text()


def _compile_and_run(tmp_path: Path, body: str) -> str:
    compiler = shutil.which("cc") or shutil.which("gcc")
    assert compiler, "a C compiler is needed to check the ABI mirror"
    source = tmp_path / "probe.c"
    source.write_text(
        '#include <stddef.h>\n#include <stdio.h>\n#include "segpager.h"\n'
        f"int main(void) {{\n{body}\nreturn 0;\n}}\n"
    )
    binary = tmp_path / "probe"
    subprocess.run(
        [
            compiler,
            "-std=c11",
            "-Wall",
            "-Werror",
            f"-I{HEADER.parent}",
            str(source),
            "-o",
            str(binary),
        ],
        check=True,
    )
    return subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout


def test_struct_sizes_and_offsets_match_the_c_compiler(tmp_path: Path) -> None:
    lines = []
    expected = []
    for c_name, struct in _ffi.STRUCTS.items():
        lines.append(f'printf("{c_name} %zu\\n", sizeof({c_name}));')
        expected.append(f"{c_name} {ctypes.sizeof(struct)}")
        for field in struct._fields_:
            field_name = field[0]
            lines.append(
                f'printf("{c_name}.{field_name} %zu\\n", offsetof({c_name}, {field_name}));'
            )
            expected.append(f"{c_name}.{field_name} {getattr(struct, field_name).offset}")
    assert _compile_and_run(tmp_path, "\n".join(lines)).split("\n")[:-1] == expected


def test_every_header_struct_is_mirrored() -> None:
    declared = set(re.findall(r"typedef struct (segpager_\w+) \{", HEADER_TEXT))
    assert declared == set(_ffi.STRUCTS)


def test_constants_match_the_header(tmp_path: Path) -> None:
    body = "\n".join(f'printf("{name} %lld\\n", (long long)({name}));' for name in _ffi.CONSTANTS)
    printed = dict(line.split() for line in _compile_and_run(tmp_path, body).splitlines())
    assert {name: int(value) for name, value in printed.items()} == _ffi.CONSTANTS


def test_every_header_constant_is_mirrored() -> None:
    defined = set(re.findall(r"^#define (SEGPAGER_\w+) ", HEADER_TEXT, re.MULTILINE))
    # The statuses are enumerators made from the SEGPAGER_STATUS_MAP X-macro.
    defined |= {f"SEGPAGER_{name}" for name in re.findall(r"^\s+X\((\w+), ", HEADER_TEXT, re.M)}
    defined -= {"SEGPAGER_STATUS_MAP"}
    not_mirrored = {
        "SEGPAGER_API",
        "SEGPAGER_VERSION_MAJOR",
        "SEGPAGER_VERSION_MINOR",
        "SEGPAGER_VERSION_PATCH",
        "SEGPAGER_VERSION_NUMBER",
        "SEGPAGER_VERSION_STRING",
    }
    assert defined - not_mirrored == set(_ffi.CONSTANTS) | set(_ffi.FLOAT_CONSTANTS)


def test_float_constants_match_the_header(tmp_path: Path) -> None:
    body = "\n".join(f'printf("{name} %.17g\\n", {name});' for name in _ffi.FLOAT_CONSTANTS)
    printed = dict(line.split() for line in _compile_and_run(tmp_path, body).splitlines())
    assert {name: float(value) for name, value in printed.items()} == _ffi.FLOAT_CONSTANTS


_C_TYPES: dict[str, Any] = {
    "int": ctypes.c_int,
    "uint32_t": ctypes.c_uint32,
    "int32_t": ctypes.c_int32,
    "int64_t": ctypes.c_int64,
    "size_t": ctypes.c_size_t,
    "double": ctypes.c_double,
    "const char *": ctypes.c_char_p,
}


def _ctype(declaration: str) -> Any:
    text = re.sub(r"\b[a-z_][a-z0-9_]*$", "", declaration.strip()).strip()
    if text in _C_TYPES:
        return _C_TYPES[text]
    # The opaque handle travels as a void pointer.
    if text == "segpager_pager *":
        return ctypes.c_void_p
    if text == "segpager_pager **":
        return ctypes.POINTER(ctypes.c_void_p)
    pointer = re.fullmatch(r"(?:const )?(\w+) \*", text)
    assert pointer, f"unexpected C type {declaration!r}"
    base = pointer.group(1)
    target = _ffi.STRUCTS.get(base) or _C_TYPES[base]
    return ctypes.POINTER(target)


def _header_prototypes() -> dict[str, tuple[Any, tuple[Any, ...]]]:
    prototypes = {}
    pattern = r"SEGPAGER_API\s+([\w\s\*]+?)\s*\b(segpager_\w+)\s*\(([^)]*)\);"
    for result, name, arguments in re.findall(pattern, HEADER_TEXT):
        arguments = " ".join(arguments.split())
        argtypes = () if arguments == "void" else tuple(_ctype(a) for a in arguments.split(","))
        prototypes[name] = (_C_TYPES[" ".join(result.split()).replace("char*", "char *")], argtypes)
    return prototypes


def test_prototype_table_matches_the_header() -> None:
    header = _header_prototypes()
    assert set(header) == set(_ffi.PROTOTYPES)
    for name, (restype, argtypes) in header.items():
        assert _ffi.PROTOTYPES[name] == (restype, argtypes), name


@pytest.mark.skipif(not shutil.which("nm"), reason="nm is not installed")
def test_every_exported_function_has_a_prototype() -> None:
    output = subprocess.run(
        ["nm", "-D", "--defined-only", str(LIBRARY)], check=True, capture_output=True, text=True
    ).stdout
    exported = {line.split()[-1] for line in output.splitlines()}
    assert exported == set(_ffi.PROTOTYPES)


@pytest.mark.parametrize(
    ("c_name", "dataclass_type"),
    [
        ("segpager_strip_style", StripStyle),
        ("segpager_page_geometry", PageGeometry),
        ("segpager_indicator_style", segpager.IndicatorStyle),
        ("segpager_appearance_style", segpager.AppearanceStyle),
        ("segpager_strip_offset_style", segpager.StripOffsetStyle),
        ("segpager_pager_config", segpager.PagerConfig),
    ],
)
def test_python_defaults_equal_the_c_init_functions(c_name: str, dataclass_type: type) -> None:
    c_defaults = _ffi.default_fields(c_name)
    assert c_defaults.pop("struct_size") == ctypes.sizeof(_ffi.STRUCTS[c_name])
    assert c_defaults.pop("reserved", 0) == 0  # padding for the future, not an option
    python_defaults = {
        name: int(value) if isinstance(value, bool) else value
        for name, value in dataclasses.asdict(dataclass_type()).items()
    }
    assert python_defaults == c_defaults


def test_version_is_the_headers_everywhere() -> None:
    parts = [
        re.search(rf"^#define SEGPAGER_VERSION_{part} (\d+)$", HEADER_TEXT, re.MULTILINE)
        for part in ("MAJOR", "MINOR", "PATCH")
    ]
    assert all(parts)
    header_version = ".".join(part.group(1) for part in parts if part)
    assert segpager.__version__ == header_version
    assert segpager.library_version() == header_version
    changelog = (HEADER.parents[2] / "CHANGELOG.md").read_text()
    assert f"## [{header_version}]" in changelog
