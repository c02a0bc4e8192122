"""The snippets of the README and of the manual (docs/) run and print what
they claim."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
import textwrap
from pathlib import Path

from .conftest import HEADER, LIBRARY, REPO

README = (REPO / "README.md").read_text()
#: The README and every page of the manual, whose code blocks are all tested.
DOCUMENTS = "\n".join(
    [README, *(page.read_text() for page in sorted((REPO / "docs").rglob("*.md")))]
)


def _blocks(language: str) -> list[str]:
    """Fenced blocks, dedented (a block inside a list item is indented)."""
    found = re.findall(rf"```{language}\n(.*?)```", DOCUMENTS, re.DOTALL)
    return [textwrap.dedent(b) for b in found]


def test_python_snippets_print_their_comments() -> None:
    blocks = _blocks("python")
    assert blocks
    for block in blocks:
        expected = [
            line.split("#", 1)[1].strip()
            for line in block.splitlines()
            if line.lstrip().startswith("print(") and "#" in line
        ]
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            exec(compile(block, "README.md", "exec"), {})
        assert output.getvalue().splitlines() == expected


def test_c_snippet_compiles_and_lays_out_the_strip(tmp_path: Path) -> None:
    (block,) = [b for b in _blocks("c") if "int main(" not in b]
    includes = [line for line in block.splitlines() if line.startswith("#include")]
    body = [line for line in block.splitlines() if not line.startswith("#include")]
    source = tmp_path / "readme.c"
    source.write_text(
        "\n".join(includes)
        + "\n#include <stdio.h>\nint main(void) {\n"
        + "\n".join(body)
        + '\nprintf("%d %g %g %g\\n", status, frames[0].width, frames[1].width, frames[2].width);'
        + "\nreturn status;\n}\n"
    )
    compiler = shutil.which("cc") or shutil.which("gcc")
    assert compiler
    binary = tmp_path / "readme"
    subprocess.run(
        [compiler, "-std=c11", "-Wall", "-Wextra", "-Werror", f"-I{HEADER.parent}", str(source),
         f"-L{LIBRARY.parent}", "-lsegpager", f"-Wl,-rpath,{LIBRARY.parent}", "-o", str(binary)],
        check=True,
    )  # fmt: skip
    output = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout
    assert output.split() == ["0", "60", "200", "60"]


def test_c_programs_build_as_c11_and_cxx17_and_print_what_the_docs_say(tmp_path: Path) -> None:
    # A complete program in the manual (c.md's pager: create, a drag and a
    # release, the frame, destroy) is followed by ```text with its output.
    program = r"```c\n((?:(?!```).)*)```\n\nIt prints:\n\n```text\n(.*?)```"
    programs = re.findall(program, DOCUMENTS, re.DOTALL)
    assert programs, "no complete C program in the manual"
    compiler = shutil.which("cc") or shutil.which("gcc")
    cxx = shutil.which("c++") or shutil.which("g++")
    assert compiler
    assert cxx
    for k, (source, expected) in enumerate(programs):
        assert "int main(" in source
        path = tmp_path / f"program{k}.c"
        path.write_text(source)
        for tool, standard in ((compiler, ["-std=c11"]), (cxx, ["-x", "c++", "-std=c++17"])):
            binary = tmp_path / f"program{k}-{Path(tool).name}"
            subprocess.run(
                [tool, *standard, "-pedantic", "-Wall", "-Wextra", "-Werror", f"-I{HEADER.parent}",
                 str(path), f"-L{LIBRARY.parent}", "-lsegpager", f"-Wl,-rpath,{LIBRARY.parent}",
                 "-o", str(binary)],
                check=True,
            )  # fmt: skip
            result = subprocess.run([str(binary)], check=True, capture_output=True, text=True)
            assert result.stdout == expected


def test_the_header_needs_c11_as_it_says(tmp_path: Path) -> None:
    # segpager.h says it needs C11 (its anonymous unions): it builds as
    # C11 with -pedantic, and C99 with -pedantic refuses it.
    header_text = HEADER.read_text()
    assert "Needs C11 or C++11" in header_text
    source = tmp_path / "standard.c"
    source.write_text('#include "segpager.h"\nint main(void) { return segpager_version() < 0; }\n')
    compiler = shutil.which("cc") or shutil.which("gcc")
    assert compiler
    command = [compiler, "-pedantic-errors", f"-I{HEADER.parent}", "-c", str(source)]
    command += ["-o", "/dev/null"]
    assert subprocess.run([*command, "-std=c11"], capture_output=True).returncode == 0
    assert subprocess.run([*command, "-std=c99"], capture_output=True).returncode != 0


def test_shell_snippets_parse() -> None:
    # Run where they are cheap elsewhere (make test runs make install, the
    # pkg-config builds and the wheel); here every one must at least parse.
    blocks = _blocks("sh")
    assert blocks
    for block in blocks:
        result = subprocess.run(["bash", "-n"], input=block, capture_output=True, text=True)
        assert result.returncode == 0, (block, result.stderr)


def test_json_snippets_are_specs_the_cli_loads(tmp_path: Path) -> None:
    import json

    from segpager import cli

    (block,) = _blocks("json")
    shown = json.loads(block)
    path = tmp_path / "spec.json"
    path.write_text(block)
    assert cli.load_spec(path).viewport_width == shown["viewport_width"]
    # beside the item forms it shows, its options are the shipped example's
    shipped = json.loads((REPO / "bindings/python/segpager/specs/news.json").read_text())
    assert {k: v for k, v in shown.items() if k != "items"} == {
        k: shipped[k] for k in shown if k != "items"
    }


def test_the_status_line_names_the_headers_version() -> None:
    header = HEADER.read_text()
    version = ".".join(
        re.search(rf"#define SEGPAGER_VERSION_{part} (\d+)", header).group(1)  # type: ignore[union-attr]
        for part in ("MAJOR", "MINOR", "PATCH")
    )
    assert f"**Status ({version}):**" in README
