"""The objects the per-frame path makes without their ``__init__`` (#19):
the frame's looks, items, boxes and indicator (``_frame.maker``), the
events' faster ``__init__``, and frames renewed in place when nobody holds
them. Each must be indistinguishable from one made the ordinary way."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import typing
from typing import Any

import pytest

import segpager
from segpager import (
    DragBegan,
    DragMoved,
    Indicator,
    IndicatorCorners,
    ItemAppearance,
    ItemFrame,
    ListScrolled,
    PointerRegion,
    RGBAColor,
    StripItem,
    StripState,
    Tick,
    _frame,
)

WIDTHS = [40.0 + (i * 7 % 50) for i in range(20)]
HEADER = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=44))

_COLOR = RGBAColor(0.1, 0.2, 0.3, 0.4)
_LOOK = ItemAppearance(0.25, _COLOR, 1.1, 0.5)
MADE: list[tuple[type, tuple[Any, ...]]] = [
    (RGBAColor, (0.1, 0.2, 0.3, 0.4)),
    (ItemFrame, (12.0, 40.5)),
    (ItemAppearance, (0.25, _COLOR, 1.1, 0.5)),
    (Indicator, (1.0, 42.0, 60.0, 2.0, 1.0, 0.5, IndicatorCorners.TOP)),
    (StripItem, (3, ItemFrame(0.0, 60.0), ItemFrame(10.0, 40.0), None, _LOOK)),
    (StripState, (12.5, Indicator(1.0, 42.0, 60.0, 2.0, 1.0, 0.5), 3, (_LOOK, _LOOK))),
]


@pytest.mark.parametrize(("cls", "values"), MADE, ids=[cls.__name__ for cls, _ in MADE])
def test_a_made_object_is_an_ordinary_frozen_instance(cls: Any, values: tuple[Any, ...]) -> None:
    made, built = _frame.maker(cls)(*values), cls(*values)
    assert type(made) is cls
    assert made == built
    assert hash(made) == hash(built)
    assert repr(made) == repr(built)
    assert dataclasses.astuple(made) == dataclasses.astuple(built)
    assert pickle.loads(pickle.dumps(made)) == built
    assert copy.deepcopy(made) == built
    first = dataclasses.fields(cls)[0].name
    assert dataclasses.replace(made, **{first: values[0]}) == built
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, first, values[0])
    with pytest.raises((AttributeError, TypeError)):
        made.extra = 1  # no __dict__: slots only


def test_a_maker_refuses_names_that_are_not_the_slots() -> None:
    with pytest.raises(AssertionError):
        _frame.maker(ItemFrame, ("x",))


@pytest.mark.parametrize("name", ["made", "twin", "cls"])
def test_a_maker_refuses_a_field_named_as_its_source_names_a_local(name: str) -> None:
    """A field named ``cls`` would be the parameter the class change reads."""

    def shaped(second: str) -> Any:
        fields = [("x", float), (second, float)]
        return dataclasses.make_dataclass("Shaped", fields, frozen=True, slots=True)

    cls = shaped(name + "_")  # (another name: made as usual)
    assert _frame.maker(cls)(1.0, 2.0) == cls(1.0, 2.0)
    with pytest.raises(AssertionError):
        _frame.maker(shaped(name))


def test_a_frames_rows_equal_rows_made_the_ordinary_way() -> None:
    with segpager.Pager(WIDTHS, 375, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])
        frame = pager.step([DragMoved(0.1, 500.0)])
        items, indicator = frame.strip_items, frame.strip.indicator
    assert len(items) > 2
    for item in items:
        again = StripItem(
            item.item,
            ItemFrame(item.frame.x, item.frame.width),
            ItemFrame(item.title.x, item.title.width),
            None if item.subtitle is None else ItemFrame(item.subtitle.x, item.subtitle.width),
            ItemAppearance(
                item.appearance.selection_weight,
                RGBAColor(*dataclasses.astuple(item.appearance.color)),
                item.appearance.scale,
                item.appearance.emphasis,
            ),
        )
        assert item == again
        assert hash(item) == hash(again)
        assert type(item.appearance.color) is RGBAColor
    assert indicator == Indicator(
        **{f.name: getattr(indicator, f.name) for f in dataclasses.fields(Indicator)}
    )


EVENTS = typing.get_args(segpager.Event)


def _sample(annotation: str, index: int) -> Any:
    """A value of a field's annotated type, different for each field."""
    if "PointerRegion" in annotation:
        return PointerRegion.STRIP
    if annotation == "bool":
        return False
    if annotation == "int":
        return 3 + index
    return 0.5 + index


@pytest.mark.parametrize("cls", EVENTS, ids=[cls.__name__ for cls in EVENTS])
def test_an_events_init_is_its_dataclasss(cls: type) -> None:
    """The events' ``__init__`` is written by ``_fast_init``: the same
    parameters, in the same order, with the same defaults, as the fields."""
    fields = dataclasses.fields(cls)
    parameters = inspect.signature(cls).parameters
    assert list(parameters) == [field.name for field in fields]
    assert inspect.get_annotations(vars(cls)["__init__"]) == {
        **{field.name: field.type for field in fields},
        "return": None,
    }
    for field in fields:
        default = parameters[field.name].default
        if field.default is dataclasses.MISSING:
            assert default is inspect.Parameter.empty, field.name
        else:
            assert default == field.default, field.name
    values = {field.name: _sample(str(field.type), i) for i, field in enumerate(fields)}
    by_name, by_place = cls(**values), cls(*values.values())
    assert by_name == by_place
    assert hash(by_name) == hash(by_place)
    assert {name: getattr(by_name, name) for name in values} == values
    assert repr(by_name).startswith(f"{cls.__name__}(time=0.5")
    assert pickle.loads(pickle.dumps(by_name)) == by_name
    assert dataclasses.replace(by_name, time=9.0).time == 9.0
    with pytest.raises(dataclasses.FrozenInstanceError):
        by_name.time = 1.0
    with pytest.raises(TypeError):
        cls()  # time has no default
    with pytest.raises(TypeError):
        cls(*values.values(), 1.0)  # one too many
    required = [field.name for field in fields if field.default is dataclasses.MISSING]
    made = cls(*(values[name] for name in required))  # the others take their defaults
    for field in fields:
        if field.default is not dataclasses.MISSING:
            assert getattr(made, field.name) == field.default


def test_a_frame_let_go_is_renewed_in_place_with_the_next_steps_values() -> None:
    """Two pagers stepped alike: one's frames are each read and let go (so
    each is renewed in place for the next step), the other's are all kept
    (so each is a new frame). They read the same, field by field."""
    script: list[list[segpager.Event]] = [[DragBegan(0.0)]]
    script += [[DragMoved(k / 120, 16.0 * k), ListScrolled(k / 120, 1.0)] for k in range(1, 60)]
    script.append([segpager.DragEnded(0.5, -900.0)])
    script += [[Tick(0.5 + k / 60)] for k in range(1, 60)]
    with (
        segpager.Pager(WIDTHS, 375, header=HEADER) as let_go,
        segpager.Pager(WIDTHS, 375, header=HEADER) as keeping,
    ):
        seen: list[str] = []
        renewed = set()
        for events in script:
            frame = let_go.step(events)
            renewed.add(id(frame))
            seen.append(repr(frame))  # every field, the rows and notifications too
            del frame
        kept = [keeping.step(events) for events in script]
    assert len(renewed) == 1  # the same frame object every step
    assert len({id(frame) for frame in kept}) == len(script)
    assert seen == [repr(frame) for frame in kept]
