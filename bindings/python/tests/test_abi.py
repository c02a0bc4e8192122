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
from segpager._generated import abi as _abi
from segpager.pages import PageGeometry
from segpager.strip import StripStyle

from .conftest import HEADER, LIBRARY

HEADER_TEXT = HEADER.read_text()


def _compile_and_run(tmp_path: Path, body: str, link: bool = False) -> str:
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
            *(
                [f"-L{LIBRARY.parent}", "-lsegpager", f"-Wl,-rpath,{LIBRARY.parent}"]
                if link
                else []
            ),
        ],
        check=True,
    )
    return subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout


def test_struct_sizes_and_offsets_match_the_c_compiler(tmp_path: Path) -> None:
    lines = []
    expected = []
    for c_name, struct in _abi.STRUCTS.items():
        lines.append(f'printf("{c_name} %zu\\n", sizeof({c_name}));')
        expected.append(f"{c_name} {ctypes.sizeof(struct)}")
        for field in struct._fields_:
            field_name, field_type = field[0], field[1]
            assert isinstance(field_type, type)
            # An anonymous union's members are the struct's own in C.
            members = (
                [member[0] for member in getattr(field_type, "_fields_", ())]
                if field_name in getattr(struct, "_anonymous_", ())
                else [field_name]
            )
            for member in members:
                lines.append(f'printf("{c_name}.{member} %zu\\n", offsetof({c_name}, {member}));')
                expected.append(f"{c_name}.{member} {getattr(struct, member).offset}")
    assert _compile_and_run(tmp_path, "\n".join(lines)).split("\n")[:-1] == expected


def test_every_header_struct_is_mirrored() -> None:
    declared = set(re.findall(r"typedef struct (segpager_\w+) \{", HEADER_TEXT))
    assert declared == set(_abi.STRUCTS)


def test_constants_match_the_header(tmp_path: Path) -> None:
    body = "\n".join(f'printf("{name} %lld\\n", (long long)({name}));' for name in _abi.CONSTANTS)
    printed = dict(line.split() for line in _compile_and_run(tmp_path, body).splitlines())
    assert {name: int(value) for name, value in printed.items()} == _abi.CONSTANTS


def test_every_header_constant_is_generated() -> None:
    # An independent look at the header (by regular expression, unlike the
    # generator's C parser): every object-like #define and every status row.
    defined = set(re.findall(r"^\s*#\s*define (SEGPAGER_[A-Z0-9_]*[A-Z0-9]) ", HEADER_TEXT, re.M))
    defined -= {"SEGPAGER_API", "SEGPAGER_VERSION_STRING"}
    defined |= {f"SEGPAGER_{name}" for name in re.findall(r"^\s+X\((\w+), ", HEADER_TEXT, re.M)}
    assert defined == set(_abi.CONSTANTS) | set(_abi.FLOAT_CONSTANTS)
    assert segpager.library_version() == _abi.SEGPAGER_VERSION_STRING


def test_statuses_are_the_header_status_map(tmp_path: Path) -> None:
    body = "\n".join(
        f'printf("%d %s\\n", {name}, segpager_status_string({name}));'
        for name, _, _ in _abi.STATUSES
    )
    assert _compile_and_run(tmp_path, body, link=True).splitlines() == [
        f"{code} {text}" for _, code, text in _abi.STATUSES
    ]


def test_deprecated_names_keep_their_values() -> None:
    assert _abi.DEPRECATED  # the 0.8.0 renames: SEGPAGER_COMMIT_RULE_*, _POLICY_*, SECTION_FLAG_*
    for old, new in _abi.DEPRECATED.items():
        assert _abi.CONSTANTS[old] == _abi.CONSTANTS[new]


def test_float_constants_match_the_header(tmp_path: Path) -> None:
    body = "\n".join(f'printf("{name} %.17g\\n", {name});' for name in _abi.FLOAT_CONSTANTS)
    printed = dict(line.split() for line in _compile_and_run(tmp_path, body).splitlines())
    assert {name: float(value) for name, value in printed.items()} == _abi.FLOAT_CONSTANTS


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
    if text in ("segpager_pager *", "const segpager_pager *"):
        return ctypes.c_void_p
    if text == "segpager_pager **":
        return ctypes.POINTER(ctypes.c_void_p)
    pointer = re.fullmatch(r"(?:const )?(\w+) \*", text)
    assert pointer, f"unexpected C type {declaration!r}"
    base = pointer.group(1)
    target = _abi.STRUCTS.get(base) or _C_TYPES[base]
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
    assert set(header) == set(_abi.PROTOTYPES)
    for name, (restype, argtypes) in header.items():
        assert _abi.PROTOTYPES[name] == (restype, argtypes), name


@pytest.mark.skipif(not shutil.which("nm"), reason="nm is not installed")
def test_every_exported_function_has_a_prototype() -> None:
    output = subprocess.run(
        ["nm", "-D", "--defined-only", str(LIBRARY)], check=True, capture_output=True, text=True
    ).stdout
    exported = {line.split()[-1] for line in output.splitlines()}
    assert exported == set(_abi.PROTOTYPES)


#: Every struct with a segpager_<struct>_init, and the Python class whose
#: defaults must equal what it writes.
OPTION_CLASSES: dict[str, type] = {
    "segpager_strip_style": StripStyle,
    "segpager_page_geometry": PageGeometry,
    "segpager_indicator_style": segpager.IndicatorStyle,
    "segpager_appearance_style": segpager.AppearanceStyle,
    "segpager_strip_offset_style": segpager.StripOffsetStyle,
    "segpager_spring": segpager.DampedSpring,
    "segpager_paging_options": segpager.PagingOptions,
    "segpager_header_style": segpager.HeaderStyle,
    "segpager_pager_configuration": segpager.PagerConfiguration,
    "segpager_pager_header": segpager.PagerHeader,
    "segpager_header_section": segpager.HeaderSection,
    "segpager_snap_options": segpager.SnapOptions,
}
#: Structs with an _init that no Python option class mirrors, and why.
NO_OPTION_CLASS = {
    "segpager_strip_geometry": "built by StripLayout from its own frames",
    "segpager_step_buffers": "the Pager's reused output buffers",
    "segpager_run_buffers": "Pager.run's buffers, filled from its arguments",
}
#: Python fields with no C counterpart in the struct, and C sentinels that
#: Python spells None.
PYTHON_ONLY = {"segpager_pager_header": {"style", "sections"}}
SENTINELS = {("segpager_pager_header", "list_max_offset"): (-1.0, None)}


def _python_defaults(c_name: str) -> dict[str, Any]:
    cls = OPTION_CLASSES[c_name]
    instance: Any
    if cls is segpager.PagerHeader:
        instance = cls(style=segpager.HeaderStyle())
    elif cls is segpager.HeaderSection:
        # Python requires the height; the flags word is `snaps` or `scroll_flags`.
        instance = cls(height=_abi.DEFAULTS[c_name]["height"])
    else:
        instance = cls()
    values = {}
    # a nested value (PagerConfiguration, PagingOptions): its C fields along _abi.PATHS
    fields = _ffi.option_fields(instance, c_name, c_name) if c_name in _abi.PATHS else None
    for name, value in (fields or dataclasses.asdict(instance)).items():
        if name in PYTHON_ONLY.get(c_name, set()):
            continue
        c_sentinel, python_value = SENTINELS.get((c_name, name), (None, object()))
        values[name] = c_sentinel if value is python_value else value
    if cls is segpager.HeaderSection:
        # C's flags word: the scroll flags with BY_FLAGS, else the snap bit.
        scroll_flags, snaps = values.pop("scroll_flags"), values.pop("snaps")
        by_flags = values["behavior"] == _abi.SEGPAGER_SECTION_BY_FLAGS
        snap_bit = _abi.SEGPAGER_SECTION_FLAG_SNAP if snaps else 0
        values["flags"] = scroll_flags if by_flags else snap_bit
        # The margins are C's parallel segpager_section_margins, whose
        # documented default is all zero (it has no init function).
        margins = _abi.CSectionMargins()
        assert values.pop("margin_top") == margins.margin_top == 0
        assert values.pop("margin_bottom") == margins.margin_bottom == 0
    return {k: int(v) if isinstance(v, bool) else v for k, v in values.items()}


def test_every_init_function_has_a_python_mirror_or_a_reason() -> None:
    inits = {name.removesuffix("_init") for name in _abi.PROTOTYPES if name.endswith("_init")}
    assert inits == set(OPTION_CLASSES) | set(NO_OPTION_CLASS)
    assert set(_abi.DEFAULTS) == inits


@pytest.mark.parametrize("c_name", sorted(OPTION_CLASSES))
def test_python_defaults_equal_the_c_init_functions(c_name: str) -> None:
    # The live library's *_init (not the generated table): a stale _generated/abi.py
    # or a Python default of its own fails here.
    c_defaults = _ffi.default_fields(c_name)
    # (header sections come in arrays: they have no struct_size)
    assert c_defaults.pop("struct_size", ctypes.sizeof(_abi.STRUCTS[c_name])) == ctypes.sizeof(
        _abi.STRUCTS[c_name]
    )
    for padding in [name for name in c_defaults if name.startswith("reserved")]:
        assert c_defaults.pop(padding) == 0  # padding for the future, not an option
    assert _python_defaults(c_name) == c_defaults
    assert _abi.DEFAULTS[c_name] == c_defaults


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
    # The newest release written up (after [Unreleased]) is the header's.
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\]", changelog, re.MULTILINE)
    assert releases
    assert releases[0] == header_version
    # a release is dated (Keep a Changelog: "## [0.8.0] - 2026-12-03")
    dated = rf"^## \[{re.escape(header_version)}\] - \d{{4}}-\d{{2}}-\d{{2}}$"
    assert re.search(dated, changelog, re.M)

    # every "Since X.Y.Z" (and "Deprecated since") in the header names a
    # version this one has reached: no note promises a release to come
    def version(text: str) -> tuple[int, ...]:
        return tuple(int(n) for n in text.split("."))

    noted = re.findall(r"\b[Ss]ince (\d+\.\d+\.\d+)", HEADER_TEXT)
    assert noted
    assert max(noted, key=version) == header_version
