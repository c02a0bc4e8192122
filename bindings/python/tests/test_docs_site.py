"""The documentation site's builder (docs/build_site.py): every README
section lands on a page, the C reference covers every function, doctests
read as code. `make docs` builds the site itself, warnings (broken links
and anchors among them) as errors."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from segpager._generated import abi as _abi

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


def test_the_readme_gives_the_site_its_quick_start_and_links_every_page() -> None:
    readme = (REPO / "README.md").read_text()
    pages, opening = build_site.guide_pages(readme)
    assert set(pages) == set(build_site.GUIDE)
    assert pages["guide/quick-start.md"].startswith("# A strip in four languages")
    assert any("segmented pager" in line for line in opening)
    # every page of the manual is linked from the README's index
    for page in [*sorted((DOCS / "guide").glob("*.md")), DOCS / "reference" / "vocabulary.md"]:
        assert f"(docs/{page.relative_to(DOCS)})" in readme, page.name


def test_every_page_is_in_the_navigation() -> None:
    config = (DOCS / "mkdocs.yml").read_text()
    for page in sorted((DOCS / "guide").glob("*.md")) + sorted((DOCS / "reference").glob("*.md")):
        assert f" {page.relative_to(DOCS)}" in config, page
    assert " guide/quick-start.md" in config


def test_a_readme_section_no_page_takes_fails_the_build() -> None:
    readme = (REPO / "README.md").read_text() + "\n## A new section\n\nText.\n"
    with pytest.raises(SystemExit, match="A new section"):
        build_site.guide_pages(readme)


def test_repository_links_read_as_paths_and_images_are_copied(tmp_path: Path) -> None:
    page = (
        "![a picture](../../bindings/c/examples/sdl_pager.png) "
        "see [the header](../../bindings/c/segpager.h)"
    )
    text = build_site.with_images(page, tmp_path, DOCS / "guide")
    assert "(../images/sdl_pager.png)" in text
    assert (tmp_path / "images" / "sdl_pager.png").is_file()
    assert "the header (`bindings/c/segpager.h`)" in text


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
