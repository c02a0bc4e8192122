"""The npm package (`make web-package`, run by `make test-browser`) as a web
developer without Swift gets it: .build/segpager-VERSION.tgz installed with
Debian's npm, offline, into a scratch project (npm's home and cache in a
temporary folder, so nothing outside it is touched), then used from there:
in node (`import { init, Pager } from "segpager"`, the package's README
block, its typings through the exports map under tsc) and in headless
Chromium (the web door guide's install lines as written, and its bundler
recipe through an import map with the module served from elsewhere).

Where npm, node, the tarball, Chromium or Selenium cannot be had, the tests
skip and say which."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from webserver import headless_chromium, serving

ROOT = Path(__file__).resolve().parents[3]
MANIFEST: dict[str, Any] = json.loads((ROOT / "bindings" / "js" / "package.json").read_text())
VERSION: str = MANIFEST["version"]
TARBALL = ROOT / ".build" / f"segpager-{VERSION}.tgz"
GUIDE = (ROOT / "docs" / "guide" / "web.md").read_text()
NPM = shutil.which("npm")
NODE = shutil.which("node")
TSC = shutil.which("tsc")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

if NPM is None or NODE is None:
    pytest.skip("no npm or node (Debian: npm nodejs)", allow_module_level=True)
if not TARBALL.exists():
    pytest.skip(f"no {TARBALL} (make web-package)", allow_module_level=True)


def _fenced(text: str, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)


def _node(project: Path, name: str, source: str) -> str:
    """`source` as the module `name` of the scratch project, run by node: what it printed."""
    (project / name).write_text(source)
    done = subprocess.run(
        [str(NODE), name], cwd=project, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scratch project with the tarball installed, offline."""
    scratch = tmp_path_factory.mktemp("package")
    project = scratch / "site"
    project.mkdir()
    (project / "package.json").write_text(
        json.dumps({"name": "scratch", "private": True, "type": "module"})
    )
    env = {
        **os.environ,
        "HOME": str(scratch / "home"),
        "npm_config_cache": str(scratch / "npm-cache"),
        "npm_config_update_notifier": "false",
    }
    done = subprocess.run(
        [str(NPM), "install", "--offline", "--no-audit", "--no-fund", str(TARBALL)],
        cwd=project, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return project


def test_the_package_installs_its_files_and_nothing_else(project: Path) -> None:
    installed = project / "node_modules" / "segpager"
    assert json.loads((installed / "package.json").read_text())["version"] == VERSION
    files = {
        path.relative_to(installed).as_posix() for path in installed.rglob("*") if path.is_file()
    }
    assert files == {*MANIFEST["files"], "package.json", "README.md", "LICENSE"}
    # no dependencies: segpager is the only package installed
    assert {path.name for path in (project / "node_modules").iterdir() if path.name[0] != "."} == {
        "segpager"
    }
    for target in MANIFEST["exports"].values():
        paths = target.values() if isinstance(target, dict) else [target]
        for path in paths:
            assert (installed / path).is_file(), path


def test_node_imports_the_door_from_the_package_and_steps_a_pager(project: Path) -> None:
    printed = _node(
        project,
        "door.mjs",
        """import { init, Pager, Tick, version } from "segpager";
        const wasm = new URL(import.meta.resolve("segpager/segpager.wasm"));
        await init(wasm);
        const pager = new Pager([28, 47, 34], { viewportWidth: 375 });
        const frame = pager.step([Tick(0)]);
        console.log(JSON.stringify({ door: import.meta.resolve("segpager"), wasm: wasm.href,
          version: version(), selected: frame.selectedIndex,
          notes: frame.notifications.map(String) }));
        pager.close();
        """,
    )
    seen = json.loads(printed)
    installed = (project / "node_modules" / "segpager").as_uri()
    assert seen["door"] == f"{installed}/segpager.js"
    assert seen["wasm"] == f"{installed}/segpager.wasm"
    assert seen["version"] == VERSION
    assert seen["selected"] == 0
    assert seen["notes"] == ["sel0<-1:program", "load0", "load1", "wa0", "da0"]


def test_the_packages_readme_block_prints_its_comments(project: Path) -> None:
    # init() with no argument: the module beside segpager.js, in node_modules
    readme = (project / "node_modules" / "segpager" / "README.md").read_text()
    (block,) = _fenced(readme, "js")
    expected = [
        line.rsplit("// ", 1)[1].strip()
        for line in block.splitlines()
        if line.lstrip().startswith("console.log(") and "// " in line
    ]
    assert expected
    assert _node(project, "readme.mjs", block).splitlines() == expected


@pytest.mark.skipif(TSC is None, reason="no tsc (Debian: node-typescript)")
def test_the_exports_map_gives_typescript_both_declarations(project: Path) -> None:
    (project / "check.ts").write_text(
        """import { init, Pager, type PagerFrame } from "segpager";
        import { SegPagerElement } from "segpager/element";
        const element: SegPagerElement = document.createElement("seg-pager");
        const index: number | null = element.selectedIndex;
        element.addEventListener("segpager-select", (event) => console.log(event.detail.index + 1));
        // @ts-expect-error not a member of the element
        element.selectedPage = 1;
        export const used: unknown[] = [init, Pager, index, null as PagerFrame | null];
        """
    )
    done = subprocess.run(
        [str(TSC), "--strict", "--noEmit", "--target", "es2022", "--module", "node16",
         "--moduleResolution", "node16", "--lib", "es2022,dom", "check.ts"],
        cwd=project, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


# --- in Chromium ------------------------------------------------------------


@contextlib.contextmanager
def _chromium(url: str) -> Iterator[Any]:
    """Headless Chromium on `url`, once its pagers have their engine and
    rest; at the end, the console must hold no error."""
    pytest.importorskip("selenium.webdriver", reason="no selenium (make venv)")
    if CHROMIUM is None or DRIVER is None:
        pytest.skip("no chromium or chromedriver (Debian: chromium chromium-driver)")
    driver = headless_chromium(CHROMIUM, DRIVER)
    try:
        driver.get(url)
        deadline = time.monotonic() + 10
        while driver.execute_script(
            "return [...document.querySelectorAll('seg-pager')]"
            ".some((p) => !p.pager || !p.frame || p.animating)"
        ):
            assert time.monotonic() < deadline, "the engine did not load, or the pager did not rest"
            time.sleep(0.05)
        time.sleep(0.1)  # one more frame for the drawing
        yield driver
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert errors == [], f"the console has errors: {errors}"
    finally:
        driver.quit()


_HEAD = '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">\n'


def _assert_shown(driver: Any) -> None:
    """The element, its strip and its first page have a size, the engine's frame drew them."""
    shown = driver.execute_script(
        """const pager = document.querySelector("seg-pager");
        const box = (node) => node.getBoundingClientRect();
        const root = pager.shadowRoot;
        const first = pager.querySelector("section");
        return { host: box(pager).height, strip: box(root.querySelector("[part~=strip]")).height,
          tabs: [...root.querySelectorAll("[part~=tab]")].map((t) => t.textContent),
          section: box(first).height, sectionTop: box(first).top - box(pager).top,
          selected: pager.frame.selectedIndex,
          defined: customElements.get("seg-pager") === pager.constructor };"""
    )
    assert shown["defined"]
    assert shown["host"] > 0
    assert shown["strip"] == 44
    assert shown["tabs"] == ["Top", "World"]
    assert shown["selected"] == 0
    assert shown["section"] > 0
    assert shown["sectionTop"] == pytest.approx(44)


def _wasm_fetched(driver: Any) -> list[str]:
    return driver.execute_script(  # type: ignore[no-any-return]
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
        ".filter((path) => path.endsWith('.wasm'))"
    )


def test_the_guides_install_lines_show_the_element_from_node_modules(project: Path) -> None:
    install, *_ = _fenced(GUIDE, "sh")
    assert install.strip() == f"npm install ./segpager-{VERSION}.tgz"
    page, *_ = _fenced(GUIDE, "html")
    assert "node_modules/segpager/seg-pager.css" in page
    (project / "installed.html").write_text(_HEAD + page)
    with serving(project) as url, _chromium(f"{url}/installed.html") as driver:
        _assert_shown(driver)
        assert _wasm_fetched(driver) == ["/node_modules/segpager/seg-pager.wasm"]


def test_the_guides_bundler_recipe_loads_the_module_from_where_it_is_served(
    project: Path,
) -> None:
    # The guide's engine.ts and main.ts (plain JavaScript), with an import
    # map resolving the package's exports as a bundler would.
    blocks = {block.split("\n", 1)[0]: block for block in _fenced(GUIDE, "ts")}
    engine, main = blocks["// engine.ts"], blocks["// main.ts"]
    served = re.search(r'init\("(/[^"]+)"\)', engine)
    assert served is not None
    target = project / served.group(1).lstrip("/")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(project / "node_modules" / "segpager" / target.name, target)
    (project / "engine.js").write_text(engine)
    (project / "main.js").write_text(main)
    exports = {"segpager": "/node_modules/segpager/segpager.js"}
    exports["segpager/element"] = "/node_modules/segpager/seg-pager.js"
    (project / "bundled.html").write_text(
        _HEAD + '<link rel="stylesheet" href="node_modules/segpager/seg-pager.css">\n'
        f'<script type="importmap">{json.dumps({"imports": exports})}</script>\n'
        '<script type="module" src="main.js"></script>\n'
        '<seg-pager style="height: 600px"><section title="Top">top</section>'
        '<section title="World">world</section></seg-pager>'
    )  # fmt: skip
    with serving(project) as url, _chromium(f"{url}/bundled.html") as driver:
        _assert_shown(driver)
        assert _wasm_fetched(driver) == [served.group(1)]


def test_a_module_url_set_at_the_importers_top_level_is_the_one_fetched(project: Path) -> None:
    # The element is in the document before its script runs: importing it
    # upgrades it at once, and the module is asked for a microtask later,
    # after the importer's own top level has set the URL.
    target = project / "assets" / "engine.wasm"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(project / "node_modules" / "segpager" / "segpager.wasm", target)
    (project / "late.js").write_text(
        'import { SegPagerElement } from "/node_modules/segpager/seg-pager.js";\n'
        'SegPagerElement.moduleURL = "/assets/engine.wasm";\n'
    )
    (project / "late.html").write_text(
        _HEAD + '<link rel="stylesheet" href="node_modules/segpager/seg-pager.css">\n'
        '<seg-pager style="height: 600px"><section title="Top">top</section>'
        '<section title="World">world</section></seg-pager>\n'
        '<script type="module" src="late.js"></script>'
    )  # fmt: skip
    with serving(project) as url, _chromium(f"{url}/late.html") as driver:
        _assert_shown(driver)
        assert _wasm_fetched(driver) == ["/assets/engine.wasm"]
