"""The boundary's description (bindings/abi/*.toml) against the Python door:
each event class has the fields the description gives, in its order; each
nested option field sits where the description puts it, and the vocabulary
page's field paths say the same."""

from __future__ import annotations

import dataclasses
import enum
import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest
import tomllib

import segpager
from segpager import _ffi, events, pager
from segpager._generated import abi as _abi

REPO = Path(__file__).resolve().parents[3]


def test_each_event_class_has_the_described_fields_in_order() -> None:
    for name, code, json_name, fields, flags in _abi.EVENTS:
        cls = getattr(pager, name)
        names = tuple(field.name for field in dataclasses.fields(cls))
        assert names == ("time", *(a for a, _ in fields), *(f for f, _ in flags)), name
        assert pager.EVENT_NAMES[json_name][0] is cls
        assert events._EVENT_FIELDS[cls][0] == code


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


def _swift_paths() -> dict[str, dict[str, str]]:
    """Each nested struct's C fields and their Swift key paths, from
    options.toml (a field it does not name is its C name in lowerCamelCase;
    a Bezier field is its easing's ``cubicBezier``)."""
    options = tomllib.loads((REPO / "bindings" / "abi" / "options.toml").read_text())
    result: dict[str, dict[str, str]] = {}
    for c_name, fields in _abi.PATHS.items():
        spec = options[c_name].get("fields", {})
        curves = {
            v["bezier"]: v["path"] for v in spec.values() if isinstance(v, dict) and "bezier" in v
        }
        for field, path in fields.items():
            given = spec.get(field)
            swift = given if isinstance(given, str) else (given or {}).get("path")
            prefix = field.rsplit("_", 1)[0]
            if swift is None and prefix in curves:
                swift = f"{curves[prefix]}.cubicBezier.{path[-1]}"
            camel = re.sub(r"_(\w)", lambda m: m[1].upper(), field)
            result.setdefault(c_name, {})[field] = swift or camel
    return result


def _snake_path(swift: str) -> str:
    """Swift's key path in Python's words (the rule options.toml states)."""
    parts = []
    for part in swift.split("."):
        if part == "cubicBezier":
            continue
        if re.match(r"is[A-Z]", part):
            part = part[2].lower() + part[3:]
        parts.append(re.sub(r"[A-Z]", lambda m: "_" + m[0].lower(), part))
    return ".".join(parts)


def test_each_nested_field_is_at_its_swift_path_in_snake_case() -> None:
    for c_name, fields in _swift_paths().items():
        for field, swift in fields.items():
            python = ".".join(_abi.PATHS[c_name][field])
            expected = _snake_path(swift)
            if "cubicBezier" in swift:  # the easing's curve is <easing's prefix>_curve
                expected = expected.replace("_easing.", "_curve.")
            assert python == expected, (c_name, field, swift)


def test_the_vocabulary_page_lists_every_field_path() -> None:
    page = (REPO / "docs" / "reference" / "vocabulary.md").read_text()
    listed = set(re.findall(r"^\| `(\w+\.\w+)` \| `([\w.]+)` \| `([\w.]+)` \|$", page, re.M))
    expected = set()
    for c_name, fields in _swift_paths().items():
        for field, swift in fields.items():
            python = ".".join(_abi.PATHS[c_name][field])
            camel = re.sub(r"_(\w)", lambda m: m[1].upper(), field)
            if swift != camel or python != field:
                expected.add((f"{c_name.removeprefix('segpager_')}.{field}", swift, python))
    assert listed == expected


def _at(value: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        value = getattr(value, part)
    return value


@pytest.mark.parametrize(
    ("cls", "c_name"),
    [
        (segpager.PagerConfiguration, "segpager_pager_configuration"),
        (segpager.PagingOptions, "segpager_paging_options"),
    ],
)
def test_the_nested_defaults_are_the_init_functions(cls: type, c_name: str) -> None:
    # Every C field, read along its Python path from the default value,
    # is what segpager_<struct>_init writes; and the path reaches every
    # field of every nested value but those named as not carried.
    value = cls()
    for field, path in _abi.PATHS[c_name].items():
        got = _at(value, path)
        assert got == _abi.DEFAULTS[c_name][field], (field, path)
    reached = {path[: i + 1] for path in _abi.PATHS[c_name].values() for i in range(len(path))}
    not_carried = {tuple(p.split(".")) for p in _abi.NOT_CARRIED.get(c_name, {})}

    def walk(node: Any, prefix: tuple[str, ...]) -> None:
        for field in dataclasses.fields(node):
            path = (*prefix, field.name)
            assert path in reached or path in not_carried, path
            if dataclasses.is_dataclass(getattr(node, field.name)):
                walk(getattr(node, field.name), path)

    walk(value, ())


def test_a_nested_config_reaches_c_field_by_field() -> None:
    # Each C field set through its nested path (a value off its default)
    # comes back from C, by the pager's own config read-back.
    config = segpager.PagerConfiguration(
        settle_spring=segpager.DampedSpring(response=0.4, damping_ratio=0.8, mass=2.0),
        tap_easing=segpager.Easing.CUBIC_BEZIER,  # (the pager keeps a curve its easing uses)
        tap_curve=segpager.CubicBezier(0.3, 0.1, 0.4, 0.9),
        pages=segpager.PageGeometry(page_spacing=8.0, alignment=segpager.PageAlignment.CENTER),
        windows=segpager.PageWindowPolicy(prepare_radius=2, keep_radius=3, cache_limit=-1),
        paging=segpager.PagingOptions(
            profile=segpager.PagingProfile.COMPOSE,
            max_pages=3,
            deceleration=segpager.Deceleration(0.95),
            positional_threshold=40.0,
        ),
        integrator_body=segpager.IntegratorBody(duration=30.0, friction=0.7),
        list_deceleration=segpager.Deceleration(0.99),
        rubber_band=0.3,
    )
    fields = _ffi.option_fields(config, "segpager_pager_configuration", "config")
    c = _ffi.options("segpager_pager_configuration", fields)
    back = segpager.PagerConfiguration._from_c(_ffi._as_dict(c))
    assert back == config
    assert c.spring_response == 0.4
    assert c.spring_mass == 2.0
    assert c.tap_bezier_y1 == 0.1  # (0.25, 0.1, 0.25, 1) would read back as EASE
    assert c.paging_max_pages == 3
    assert c.paging_deceleration_rate == 0.95
    assert c.cache_limit == -1
    assert c.rubber_band_coefficient == 0.3
    with segpager.Pager([60, 70, 80], 375, config=config) as p:
        assert p.config == dataclasses.replace(
            config, pages=dataclasses.replace(config.pages, viewport_width=375.0)
        )


def test_a_nested_value_of_the_wrong_class_or_a_field_c_does_not_carry_is_refused() -> None:
    with pytest.raises(TypeError, match=r"^Pager: config.pages: expected PageGeometry, got dict$"):
        segpager.Pager([60], 375, config=segpager.PagerConfiguration(pages={}))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"config.paging.deceleration: expected Deceleration"):
        segpager.Pager(
            [60],
            375,
            config=segpager.PagerConfiguration(paging=segpager.PagingOptions(deceleration=0.9)),  # type: ignore[arg-type]
        )
    for given, message in [
        (
            segpager.PagerConfiguration(pages=segpager.PageGeometry(page_count=3)),
            "config.pages.page_count: must be 0: the pager counts its items (got 3)",
        ),
        (
            segpager.PagerConfiguration(
                pages=segpager.PageGeometry(direction=segpager.Direction.RTL)
            ),
            "config.pages.direction: must be <Direction.LTR: 0>: the pager takes its strip "
            "style's direction (got <Direction.RTL: 1>)",
        ),
        (
            segpager.PagerConfiguration(paging=segpager.PagingOptions(looping=True)),
            "config.paging.looping: must be False: the pager loops with looping (got True)",
        ),
    ]:
        with pytest.raises(ValueError, match="must be") as error:
            segpager.Pager([60], 375, config=given)
        assert str(error.value) == f"Pager: {message}"


def test_the_flat_names_of_0_7_still_work_with_a_warning() -> None:
    with pytest.warns(
        DeprecationWarning,
        match=r"(spring_response|reuse_slots) is PagerConfiguration\.(settle_spring|windows)\.",
    ):
        old = segpager.PagerConfiguration(spring_response=0.4, reuse_slots=True)  # type: ignore[call-arg]
    assert old == segpager.PagerConfiguration(
        settle_spring=segpager.DampedSpring(response=0.4, damping_ratio=1.0),
        windows=segpager.PageWindowPolicy(reuse=True),
    )
    with pytest.warns(DeprecationWarning, match="goes in 0.10.0"):
        assert old.spring_response == 0.4  # type: ignore[attr-defined]
    with pytest.warns(DeprecationWarning, match="paging_profile is"):
        replaced = dataclasses.replace(old, paging_profile=segpager.PagingProfile.ANDROID)  # type: ignore[call-arg]
    assert replaced.paging.profile is segpager.PagingProfile.ANDROID
    with pytest.warns(DeprecationWarning, match="deceleration_rate is"):
        flat = segpager.PagingOptions(deceleration_rate=0.95)  # type: ignore[call-arg]
    assert flat.deceleration == segpager.Deceleration(0.95)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
            old.nonsense  # type: ignore[attr-defined]  # noqa: B018


def test_a_file_takes_the_nested_shape_or_the_flat_c_names() -> None:
    nested = {"settle_spring": {"response": 0.4}, "windows": {"prepare_radius": 2}}
    flat = {"spring_response": 0.4, "prepare_radius": 2}
    cls = segpager.PagerConfiguration
    assert _ffi.nested_mapping(cls, flat) == nested
    assert _ffi.nested_mapping(cls, nested) == nested
    merged = _ffi.nested_mapping(cls, {"settle_spring": {"mass": 2.0}, "spring_response": 0.4})
    assert merged == {"settle_spring": {"mass": 2.0, "response": 0.4}}


def test_at_most_40_segpager_names_are_typed_by_hand_in_swift() -> None:
    # The generated Swift glue (its first lines say so) spells the C names;
    # the hand-written Swift names a few (flags, sentinels, comments).
    count = 0
    for path in sorted((REPO / "Sources").rglob("*.swift")):
        text = path.read_text()
        if "generated" in "\n".join(text.splitlines()[:3]).lower():
            continue
        count += len(re.findall(r"\bSEGPAGER_[A-Z0-9_]+", text))
    assert count <= 40


def test_a_spec_takes_the_nested_shape_the_flat_c_names_and_refuses_a_bad_key(
    tmp_path: Path,
) -> None:
    from segpager import cli

    def spec(config: dict[str, Any]) -> Path:
        path = tmp_path / "spec.json"
        items = [{"title": "Top", "width": 26.4}, {"title": "World", "width": 40.0}]
        path.write_text(json.dumps({"viewport_width": 375, "items": items, "pager_config": config}))
        return path

    nested = cli.load_spec(spec({"settle_spring": {"response": 0.4}, "paging": {"max_pages": 2}}))
    flat = cli.load_spec(spec({"spring_response": 0.4, "paging_max_pages": 2}))
    assert nested.pager_config == flat.pager_config
    assert nested.pager_config.settle_spring.response == 0.4
    assert nested.pager_config.paging.max_pages == 2
    with pytest.raises(cli.SpecError, match=r"pager_config\.settle_spring\.nope: unknown key"):
        cli.load_spec(spec({"settle_spring": {"nope": 1}}))
    with pytest.raises(cli.SpecError, match=r"pager_config\.pages: expected an object"):
        cli.load_spec(spec({"pages": 3}))
