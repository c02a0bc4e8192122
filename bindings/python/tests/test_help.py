"""help() tells everything: every option field and every enum member is
documented where a Python user looks, and enums print their names."""

from __future__ import annotations

import dataclasses
import enum
import pydoc

import pytest

import segpager
from segpager._generated import abi as _abi

from .test_abi import OPTION_CLASSES


@pytest.mark.parametrize("c_name", sorted(OPTION_CLASSES))
def test_help_of_an_option_class_explains_every_field(c_name: str) -> None:
    cls = OPTION_CLASSES[c_name]
    text = pydoc.render_doc(cls, renderer=pydoc.TextDoc())
    assert f"Fields (C: ``{c_name}``):" in text
    for field in dataclasses.fields(cls):
        lines = [ln.strip(" |") for ln in text.splitlines()]  # pydoc draws a | margin
        line = next((ln for ln in lines if ln.startswith(f"{field.name} -- ")), "")
        # a line of its own with some words after the name
        assert len(line.split(" -- ", 1)[-1].strip()) > 3, (cls.__name__, field.name)


def test_field_docs_use_python_names_for_enums() -> None:
    doc = segpager.StripStyle.__doc__ or ""
    assert "width_mode -- WidthMode; default WidthMode.INTRINSIC" in doc
    assert "SEGPAGER_WIDTH_*" not in doc


def _enums() -> list[type[enum.IntEnum]]:
    found: list[type[enum.IntEnum]] = []
    for name in dir(_abi):
        value = getattr(_abi, name)
        is_enum = isinstance(value, type) and issubclass(value, _abi.SegPagerEnum)
        if is_enum and value is not _abi.SegPagerEnum:
            found.append(value)
    return found


def test_every_enum_member_has_its_own_docstring() -> None:
    enums = _enums()
    assert len(enums) > 30
    for cls in enums:
        for member in cls:
            assert member.__doc__, f"{cls.__name__}.{member.name}"
            assert member.__doc__ != cls.__doc__, f"{cls.__name__}.{member.name}"
            # and the class's docstring lists it, so help(cls) shows them all
            assert f"``{member.name}``" in (cls.__doc__ or "")


def test_enums_print_their_names_and_pass_as_numbers() -> None:
    phase = segpager.PagerPhase.DRAGGING
    assert str(phase) == "PagerPhase.DRAGGING"
    assert f"{phase}" == "PagerPhase.DRAGGING"
    assert f"{phase:d}" == "1"
    assert "{:03d}".format(phase) == "001"  # noqa: UP032 (str.format with a spec)
    assert phase == 1
    assert repr(phase) == "<PagerPhase.DRAGGING: 1>"
    with segpager.Pager([40.0, 40.0], 375) as pager:
        assert str(pager.step([segpager.DragBegan(0)]).phase) == "PagerPhase.DRAGGING"
