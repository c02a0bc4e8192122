"""The boundary's description (bindings/abi/*.toml) against the Python door:
each event class has the fields the description gives, in its order."""

from __future__ import annotations

import dataclasses
import enum
import re

from segpager import _abi, pager


def test_each_event_class_has_the_described_fields_in_order() -> None:
    for name, code, json_name, fields, flags in _abi.EVENTS:
        cls = getattr(pager, name)
        names = tuple(field.name for field in dataclasses.fields(cls))
        assert names == ("time", *(a for a, _ in fields), *(f for f, _ in flags)), name
        assert pager.EVENT_NAMES[json_name][0] is cls
        assert pager._EVENT_FIELDS[cls][0] == code


def test_every_event_kind_of_the_header_is_described() -> None:
    kinds = {
        value
        for constant, value in _abi.CONSTANTS.items()
        if constant.startswith("SEGPAGER_EVENT_") and constant != "SEGPAGER_EVENT_ANIMATED"
    }
    assert kinds == {code for _, code, _, _, _ in _abi.EVENTS}
    assert set(pager.Event.__args__) == {getattr(pager, row[0]) for row in _abi.EVENTS}


def _documented_default(doc: str) -> int | float | None:
    """The value a field's header comment gives as its default: a number
    (``default 0.3``, ``default FAST (0.99)``) or a member of the enum the
    comment names (``WidthMode; default INTRINSIC``); None when it gives none."""
    from segpager import enums

    number = re.search(r"\b(?i:default):? (-?\d+(?:\.\d+)?)\b", doc) or re.search(
        r"\b(?i:default):? [A-Z_]+ \((-?\d+(?:\.\d+)?)\)", doc
    )
    if number:
        return float(number.group(1))
    named = re.search(r"\b(?i:default):? ([A-Z][A-Z0-9_]+)\b", doc)
    if named is None:
        return None
    for word in re.findall(r"\b[A-Z][a-zA-Z]+\b", doc):
        family = getattr(enums, word, None)
        if isinstance(family, type) and issubclass(family, enum.IntEnum):
            return int(family[named.group(1)])
    raise AssertionError(f"no enum named beside the default in {doc!r}")


def test_the_documented_defaults_are_what_the_init_functions_write() -> None:
    # The header's "default X" comments, read against DEFAULTS (what each
    # segpager_<struct>_init writes, read from the built library).
    checked = 0
    for struct, docs in _abi.FIELD_DOCS.items():
        for field, doc in docs.items():
            documented = _documented_default(doc)
            if documented is None or field not in _abi.DEFAULTS.get(struct, {}):
                continue
            assert _abi.DEFAULTS[struct][field] == documented, (struct, field, doc)
            checked += 1
    assert checked >= 140
    # Every field of the structs with generated conversions documents its default.
    for struct in (
        *("segpager_pager_configuration", "segpager_strip_style", "segpager_page_geometry"),
        *("segpager_spring", "segpager_paging_options", "segpager_header_style"),
    ):
        for field in _abi.DEFAULTS[struct]:
            doc = _abi.FIELD_DOCS[struct].get(field, "")
            assert _documented_default(doc) is not None, (struct, field, doc)
