"""The documentation site's builder (docs/build_site.py): every README
section lands on a page, the C reference covers every function, doctests
read as code. `make docs` builds the site itself, warnings (broken links
and anchors among them) as errors."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from segpager import _abi

from .conftest import REPO

DOCS = REPO / "docs"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, DOCS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


build_site = _load("build_site")
doctest_fences = _load("doctest_fences")


def test_every_readme_section_lands_on_one_page() -> None:
    readme = (REPO / "README.md").read_text()
    pages, opening = build_site.guide_pages(readme)
    assert set(pages) == set(build_site.GUIDE)
    headings = [h for h, level, _ in build_site.sections(readme) if level >= 2]
    text = "\n".join(pages.values())
    for heading in headings:
        if heading in build_site.CONTAINERS:
            continue
        title = heading.lstrip("#").strip()
        assert sum(line.lstrip("#").strip() == title for line in text.splitlines()) >= 1, title
    # each page starts at its own top heading
    for page, markdown in pages.items():
        assert markdown.startswith("# "), page
    assert any("segmented pager" in line for line in opening)


def test_a_readme_section_no_page_takes_fails_the_build() -> None:
    readme = (REPO / "README.md").read_text() + "\n## A new section\n\nText.\n"
    with pytest.raises(SystemExit, match="A new section"):
        build_site.guide_pages(readme)


def test_the_c_reference_has_every_function_and_struct() -> None:
    page = build_site.c_reference((REPO / "bindings" / "c" / "segpager.h").read_text())
    for name in _abi.PROTOTYPES:
        assert f"### `{name}`" in page, name
    for name in _abi.STRUCTS:
        assert f"### `{name} (struct)`" in page, name


def test_doctests_become_code_blocks() -> None:
    text = "Lays out.\n\n>>> f(1)\n[1, 2]\n\nAfter."
    assert doctest_fences.fence_doctests(text) == (
        "Lays out.\n\n```pycon\n>>> f(1)\n[1, 2]\n```\n\nAfter."
    )
