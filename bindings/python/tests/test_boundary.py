"""The boundary's description (bindings/abi/*.toml) against the Python door:
each event class has the fields the description gives, in its order."""

from __future__ import annotations

import dataclasses

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
