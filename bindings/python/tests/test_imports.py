"""The package's imports form layers, not a circle (#31): no module imports
another that imports it back at import time, nothing but ``__main__``
imports the command line, and the only imports made inside functions
against the layers are the pager's two entry points to features built on
it (``Pager.record`` loads ``segpager.record``, ``Pager.run`` loads
``segpager.run``), which load only when called."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "segpager"

#: (importer, imported) made inside a function, against the layers, and why
ENTRY_POINTS = {
    ("pager", "record"): "Pager.record starts a recording",
    ("pager", "run"): "Pager.run runs a batch",
}


def _imports() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each module's package imports: at import time, and inside functions
    (imports under ``TYPE_CHECKING`` are for type checkers only)."""
    modules = {path.stem for path in PACKAGE.glob("*.py")}
    top: dict[str, set[str]] = {name: set() for name in modules}
    inner: dict[str, set[str]] = {name: set() for name in modules}

    def visit(node: ast.AST, module: str, at_top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.ImportFrom) and child.level == 1:
                names = [child.module] if child.module else [a.name for a in child.names]
                for name in names:
                    if name and name.split(".")[0] in modules:
                        (top if at_top else inner)[module].add(name.split(".")[0])
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, module, False)
            else:
                visit(child, module, at_top)

    for name in modules:
        visit(ast.parse((PACKAGE / f"{name}.py").read_text()), name, True)
    return top, inner


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        if node == goal:
            return True
        if node not in seen:
            seen.add(node)
            todo += graph.get(node, set())
    return False


def test_no_module_imports_one_that_imports_it_back() -> None:
    top, inner = _imports()
    for module, imported in top.items():
        for other in imported:
            assert not _reaches(top, other, module), (module, other)
    # an import inside a function that closes a circle is an entry point, listed
    for module, imported in inner.items():
        for other in imported:
            if _reaches(top, other, module):
                assert (module, other) in ENTRY_POINTS, (module, other)


def test_nothing_but_main_imports_the_command_line() -> None:
    top, inner = _imports()
    importers = {m for m in top if "cli" in top[m] | inner[m]}
    assert importers == {"__main__"}
