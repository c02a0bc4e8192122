"""Assembles the documentation site's sources and builds it with MkDocs.

The guide is docs/guide (a page per concept) and the README's quick start,
cut from the README so the two cannot disagree; the C reference is
segpager.h's comments and declarations in the header's order; the Python
reference is the docstrings (mkdocstrings); the Swift reference is DocC's
static site; the vocabulary is docs/reference. Everything lands in BUILD/src
(MkDocs' input) and BUILD/site (the site). A page the navigation does not
list, a README section other than the quick start and the documentation
index, and any MkDocs warning (a broken link or anchor among them) fail the
build.

Usage: build_site.py --build .build/docs [--docc-archive PATH --docc DOCC]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
HEADER = ROOT / "bindings" / "c" / "segpager.h"

#: The README sections the site takes, and the pages they make.
GUIDE: dict[str, list[str]] = {
    "guide/quick-start.md": ["## A strip in four languages"],
}
#: README sections the site leaves out: the index of these very pages.
CONTAINERS = {"## Documentation"}


def sections(text: str) -> list[tuple[str, int, list[str]]]:
    """The README as (heading, level, lines up to the next heading); lines
    inside fenced code blocks are never headings."""
    out: list[tuple[str, int, list[str]]] = [("", 0, [])]
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        match = None if fenced else re.match(r"(#{1,6}) ", line)
        if match:
            out.append((line.strip(), len(match.group(1)), []))
        else:
            out[-1][2].append(line)
    return out


def guide_pages(text: str) -> tuple[dict[str, str], list[str]]:
    """Each guide page's markdown, and the README's opening (its title and
    introduction, before the first section)."""
    parts = sections(text)
    owner: dict[str, str] = {}
    for page, headings in GUIDE.items():
        for heading in headings:
            owner[heading] = page
    pages: dict[str, list[str]] = {page: [] for page in GUIDE}
    current: str | None = None
    base = 0
    taken = set()
    for heading, level, lines in parts[2:] if parts[1][1] == 1 else parts[1:]:
        if heading in owner:
            current, base = owner[heading], level
            taken.add(heading)
        elif current is not None and level <= base:
            current = None
        if current is None:
            if heading in CONTAINERS:
                continue
            raise SystemExit(f"build_site: no page takes the README section {heading!r}")
        shift = base - 1
        first = not pages[current]
        hashes = "#" * (level - shift if heading in owner and first else max(level - shift, 2))
        pages[current] += [f"{hashes} {heading.lstrip('#').strip()}", *lines]
    missing = set(owner) - taken
    if missing:
        gone = sorted(missing)
        raise SystemExit(f"build_site: README headings the site expects are gone: {gone}")
    opening = parts[1][2] if parts[1][1] == 1 else parts[0][2]
    return {page: "\n".join(lines).strip() + "\n" for page, lines in pages.items()}, opening


def with_images(markdown: str, pages: Path, base: Path = ROOT) -> str:
    """A page's images (paths from ``base``, the folder of the file it came
    from) copied under pages/images and linked from the page (one folder
    deep). Links into the repository outside docs/ (a source file, the
    README) become the path in code, as the site holds no such file."""

    def copy(match: re.Match[str]) -> str:
        source = (base / match.group(2)).resolve()
        if not source.is_file():
            raise SystemExit(f"build_site: the README shows a missing image {match.group(2)}")
        (pages / "images").mkdir(exist_ok=True)
        shutil.copy(source, pages / "images" / source.name)
        return f"![{match.group(1)}](../images/{source.name})"

    markdown = re.sub(r"!\[([^\]]*)\]\(([^)]+\.(?:png|gif|jpg|svg))\)", copy, markdown)

    def outside(match: re.Match[str]) -> str:
        target = (base / match.group(2).split("#")[0]).resolve()
        inside = target.is_relative_to(ROOT / "docs")
        if match.group(2).startswith(("http:", "https:", "#")):
            return match.group(0)
        if inside:
            # a README section becomes a page of guide/: its link into docs/
            # is made relative to there (docs/guide/web.md is web.md)
            anchor = "#" + match.group(2).split("#", 1)[1] if "#" in match.group(2) else ""
            return f"[{match.group(1)}]({os.path.relpath(target, ROOT / 'docs' / 'guide')}{anchor})"
        return f"{match.group(1)} (`{target.relative_to(ROOT)}`)"

    return re.sub(r"(?<!!)\[([^\]]+)\]\(([^)]+)\)", outside, markdown)


def c_reference(header: str) -> str:
    """segpager.h as a reference page: its comments as prose, its
    declarations as C, a heading for every function and struct."""
    out = [
        "# C API",
        "",
        "Generated from `segpager.h`: every comment and declaration, in the",
        "header's order. Each function documents its statuses beside it.",
        "",
    ]
    lines = header.splitlines()
    k = 0
    pending: list[str] = []  # a comment waiting for the declaration it documents

    def flush_comment() -> None:
        if pending:
            out.extend([*pending, ""])
            pending.clear()

    while k < len(lines):
        line = lines[k]
        if line.startswith("/* ---"):  # a banner: /* --- */ /* Title */ /* --- */
            title = lines[k + 1].strip().strip("/*").strip()
            flush_comment()
            out += [f"## {title}", ""]
            k += 3
            continue
        if line.startswith("/*"):
            comment = [line]
            while "*/" not in comment[-1]:
                k += 1
                comment.append(lines[k])
            k += 1
            text = " ".join(part.strip().lstrip("/*").rstrip("*/").strip() for part in comment)
            flush_comment()
            pending.append(_escape(text.strip()))
            continue
        if not line.strip() or line.startswith(("#ifndef SEGPAGER_H", "#define SEGPAGER_H")):
            k += 1
            continue
        code = []
        while k < len(lines) and lines[k].strip() and not lines[k].startswith("/* ---"):
            code.append(lines[k])
            k += 1
        # One piece per declaration: a block may declare several functions.
        starts = [i for i, text in enumerate(code) if text.startswith("SEGPAGER_API")] or [0]
        starts[0] = 0
        for first, end in zip(starts, [*starts[1:], len(code)], strict=True):
            joined = "\n".join(code[first:end])
            name = re.search(r"SEGPAGER_API\s+[\w\s\*]*?\b(segpager_\w+)\s*\(", joined)
            struct = re.search(r"typedef struct (segpager_\w+) \{", joined)
            if name or struct:
                title = name.group(1) if name else f"{struct.group(1) if struct else ''} (struct)"
                out += [f"### `{title}`", ""]
            flush_comment()
            out += ["```c", joined, "```", ""]
    flush_comment()
    return "\n".join(out) + "\n"


def _escape(text: str) -> str:
    """A header comment as markdown prose: what would read as markup
    (`*`, `_`, `<`) kept literal."""
    return re.sub(r"([*_<>\[\]])", r"\\\1", text)


def version() -> str:
    parts = [
        re.search(rf"#define SEGPAGER_VERSION_{part} (\d+)", HEADER.read_text())
        for part in ("MAJOR", "MINOR", "PATCH")
    ]
    return ".".join(match.group(1) for match in parts if match)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", type=Path, required=True)
    parser.add_argument("--docc-archive", type=Path, help="the DocC archive `make docs` builds")
    parser.add_argument("--docc", default="docc", help="the docc tool")
    parser.add_argument(
        "--web", type=Path, help="the web door's files (.build/web): the guide's live pagers"
    )
    args = parser.parse_args(argv)
    build = args.build.resolve()
    source, site = build / "src", build / "site"
    shutil.rmtree(source, ignore_errors=True)
    pages = source / "pages"
    (pages / "guide").mkdir(parents=True)
    (pages / "reference").mkdir()
    config = (ROOT / "docs" / "mkdocs.yml").read_text()
    package = ROOT / "bindings" / "python"
    config = config.replace("paths: [../../bindings/python]", f"paths: [{package}]")
    config = config.replace("DOCS_DIR/", f"{ROOT / 'docs'}/")
    (source / "mkdocs.yml").write_text(config)
    index = (ROOT / "docs" / "index.md").read_text().replace("SEGPAGER_VERSION", version())
    (pages / "index.md").write_text(index)
    shutil.copy(ROOT / "bindings" / "python" / "examples" / "demo.png", pages / "demo.png")
    for name in ("python.md", "swift.md", "vocabulary.md"):
        shutil.copy(ROOT / "docs" / "reference" / name, pages / "reference" / name)
    for page in sorted((ROOT / "docs" / "guide").glob("*.md")):
        text = page.read_text()
        (pages / "guide" / page.name).write_text(with_images(text, pages, page.parent))
    guide, _ = guide_pages(README.read_text())
    for name, text in guide.items():
        (pages / name).write_text(with_images(text, pages))
    (pages / "reference" / "c.md").write_text(c_reference(HEADER.read_text()))
    # The live pagers of the guide (<seg-pager> on the strip layout, pager
    # and physics pages) load the web door from web/; without it they show
    # their pages' text as plain HTML.
    if args.web is not None and (args.web / "segpager.wasm").exists():
        (pages / "web").mkdir()
        # (seg-pager.wasm: the element's own module, what <seg-pager> loads)
        (pages / "web" / "generated").mkdir()
        for name in (
            "segpager.wasm", "seg-pager.wasm", "segpager.js", "generated/abi.js", "seg-pager.js",
        ):  # fmt: skip
            shutil.copy(args.web / name, pages / "web" / name)
    if args.docc_archive is not None:
        subprocess.run(
            [
                args.docc, "process-archive", "transform-for-static-hosting",
                str(args.docc_archive), "--output-path", str(pages / "swift-api"),
                "--hosting-base-path", "swift-api",
            ],
            check=True,
        )  # fmt: skip
    shutil.rmtree(site, ignore_errors=True)
    mkdocs = Path(sys.executable).with_name("mkdocs")
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # a theme notice, not a warning
    result = subprocess.run(
        [str(mkdocs), "build", "--strict", "-f", str(source / "mkdocs.yml"), "-d", str(site)],
        capture_output=True, text=True, env=environment,
    )  # fmt: skip
    if result.returncode:
        sys.stderr.write(result.stdout + result.stderr)
        return 1
    print(f"build_site: {site} ({sum(1 for _ in site.rglob('*.html'))} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
