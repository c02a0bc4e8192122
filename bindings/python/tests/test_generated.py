"""What the generated ABI layer promises: no ABI integer is written by hand
in the package, and every failure status has its exception class."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import segpager
from segpager._generated import abi as _abi
from segpager.errors import ERRORS_BY_STATUS, SegPagerError

PACKAGE = Path(segpager.__file__).parent


def _negative_integers(tree: ast.AST) -> list[int]:
    """Lines with a negative integer literal outside a subscript (status
    codes and sentinels are negative; `items[-1]` is Python, not the ABI)."""
    in_subscript = {
        id(node)
        for sub in ast.walk(tree)
        if isinstance(sub, ast.Subscript)
        for node in ast.walk(sub.slice)
    }
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
        and id(node) not in in_subscript
    ]


def _status_literals(tree: ast.AST) -> list[int]:
    """Lines comparing a ``status`` with an integer literal other than 0 (the
    rule "negative is a failure" compares with 0; a code is a constant)."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Compare)
        and any(
            isinstance(n, ast.Name) and "status" in n.id for n in [node.left, *node.comparators]
        )
        and any(
            isinstance(n, ast.Constant) and type(n.value) is int and n.value != 0
            for n in [node.left, *node.comparators]
        )
    ]


def _integer_keys(tree: ast.AST) -> list[int]:
    """Lines where a dict is keyed by an integer literal (the old status hints)."""
    return [
        key.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Dict)
        for key in node.keys
        if isinstance(key, (ast.Constant, ast.UnaryOp))
        and not (isinstance(key, ast.Constant) and isinstance(key.value, str))
    ]


def test_no_abi_integer_is_hand_written_outside_the_generated_module() -> None:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "_generated" in path.relative_to(PACKAGE).parts:  # written by tools/gen_abi.py
            continue
        tree = ast.parse(path.read_text())
        lines = _negative_integers(tree) + _integer_keys(tree) + _status_literals(tree)
        if lines:
            found[path.name] = lines
    assert found == {}


def test_the_scan_finds_hand_written_codes() -> None:
    # The scan above must be able to fail.
    tree = ast.parse('HINTS = {-2: "range"}\nif status == -3:\n    pass\n')
    assert _negative_integers(tree) == [1, 2]
    assert _integer_keys(tree) == [1]
    assert _status_literals(ast.parse("if status != 1:\n    pass\n")) == [1]
    assert _status_literals(ast.parse("if status < 0:\n    pass\n")) == []
    assert _negative_integers(ast.parse("last = items[-1]\n")) == []


def test_every_failure_status_has_one_exception_class() -> None:
    failures = {code for _, code, _ in _abi.STATUSES if code < 0}
    assert set(ERRORS_BY_STATUS) == failures
    # one class a status, and the one refusal that is no C status (Python's
    # own: a call nested in a call on the same pager)
    statuses = set(ERRORS_BY_STATUS.values())
    assert set(SegPagerError.__subclasses__()) == statuses | {segpager.ReentrantCallError}
    assert len(statuses) == len(failures)
    for name, code, text in _abi.STATUSES:
        if code < 0:
            cls = ERRORS_BY_STATUS[code]
            assert (cls.status, cls.status_name, cls.description) == (code, name, text)
            assert name in (cls.__doc__ or "")


def test_names_0_8_0_replaced_still_work_and_warn() -> None:
    import pytest

    for old, new in segpager.DEPRECATED_NAMES.items():
        with pytest.warns(DeprecationWarning, match=new):
            assert getattr(segpager, old) is getattr(segpager, new)
    with segpager.Pager([40, 50], 300.0) as pager, pytest.warns(DeprecationWarning, match="strip"):
        pager.set_offset_style(segpager.StripOffsetStyle())


def test_all_is_the_lazy_names_and_the_package_own() -> None:
    # `_LAZY` (name -> module, what `import segpager` imports on first use)
    # and `__all__` are two lists of the same names: tie them.
    lazy = set(segpager._LAZY)
    exported = set(segpager.__all__)
    assert lazy - exported == set(), "in _LAZY, not in __all__"
    own = exported - lazy
    assert all(name in vars(segpager) for name in own), own - set(vars(segpager))
    for name, module in segpager._LAZY.items():
        assert name in vars(importlib.import_module(f"segpager.{module}")), (name, module)
