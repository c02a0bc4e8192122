"""The pager's settings: ``PagerConfiguration`` (what is not a style) and
``PagerHeader`` (a header on the pager)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import _ffi, _pager
from ._generated import abi as _abi, configuration as _configuration
from .enums import (
    HeaderSnapAnimation,
    ListSyncPolicy,
    NestedScrollMode,
    PagerPreset,
    RefreshZone,
)
from .header import HeaderSection, HeaderStyle

__all__ = ["PagerConfiguration", "PagerHeader"]


@dataclass(frozen=True)
class PagerConfiguration(_configuration.PagerConfigurationFields):
    """The pager's settings that are not styles, in the Swift core's shape:
    ``PagerConfiguration(settle_spring=DampedSpring(response=0.4,
    damping_ratio=0.8), pages=PageGeometry(page_spacing=8),
    paging=PagingOptions(profile=PagingProfile.ANDROID))``.

    The fields, their types, defaults and comments are generated from
    ``segpager_pager_configuration`` in segpager.h, nested as
    bindings/abi/options.toml groups its flat fields (a field's name is its
    Swift key path in snake_case: ``settle_spring.damping_ratio`` is Swift's
    ``settleSpring.dampingRatio`` and C's ``spring_damping_ratio``).
    ``Pager`` takes ``viewport_width`` as an argument, and refuses a
    configuration whose ``pages.viewport_width`` is another (0, the
    default, or the same width is fine); ``pages.page_count``,
    ``pages.direction`` and ``paging.looping`` belong to the pager (its
    items, its strip style, ``looping``) and must keep their defaults. Enum
    fields take the enum classes, 0-or-1 fields bools. ``initial_index`` is
    clamped to the items (as seed 002 clamps its default index). The flat
    names of 0.7 (``spring_response=``) still work, with a
    ``DeprecationWarning``, until 0.10.0.
    """

    @classmethod
    def preset(cls, preset: PagerPreset, **changes: object) -> PagerConfiguration:
        """A platform's preset (``segpager_pager_configuration_init_preset``), with ``changes``."""
        values = _pager.pager_config_preset(PagerPreset(preset))
        return dataclasses.replace(cls._from_c(values), **changes)  # type: ignore[arg-type]

    @classmethod
    def _from_c(cls, values: dict[str, Any]) -> PagerConfiguration:
        """A config from ``segpager_pager_configuration`` fields: C's plain ints
        become the fields' own types (enums, bools)."""
        return _ffi.from_c_fields(cls, "segpager_pager_configuration", values)

    @classmethod
    def ios(cls, **changes: object) -> PagerConfiguration:
        """The iOS preset (the defaults): UIKit paging, a critical spring, the 0.55 band."""
        return cls.preset(PagerPreset.IOS, **changes)

    @classmethod
    def android(cls, **changes: object) -> PagerConfiguration:
        """The Android preset: one page per fling faster than ``flick_velocity``
        (400 pt/s, ViewPager2's minimum fling velocity), else the page past
        half way."""
        return cls.preset(PagerPreset.ANDROID, **changes)


_ffi.document_fields(PagerConfiguration, "segpager_pager_configuration")
_ffi.accept_flat_names(PagerConfiguration, "segpager_pager_configuration", until="0.10.0")


_PAGER_HEADER_DEFAULTS = _abi.DEFAULTS["segpager_pager_header"]


@dataclass(frozen=True)
class PagerHeader:
    """A header on the pager (``segpager_pager_set_header``): ``style`` draws
    it; ``sections`` make it, or (None) the seeds' two sections, the collapse
    range scrolling by ``nested_mode`` over the pinned part. With sections,
    the style's height and pinned_height are 0 or equal the stack's."""

    style: HeaderStyle
    sections: tuple[HeaderSection, ...] | None = None
    #: the offset a page's list takes when the page starts to appear
    list_sync: ListSyncPolicy = ListSyncPolicy(_PAGER_HEADER_DEFAULTS["list_sync"])
    refresh_zone: RefreshZone = RefreshZone(_PAGER_HEADER_DEFAULTS["refresh_zone"])
    #: without sections: how the collapse range scrolls, and whether it snaps
    nested_mode: NestedScrollMode = NestedScrollMode(_PAGER_HEADER_DEFAULTS["nested_mode"])
    snap: bool = bool(_PAGER_HEADER_DEFAULTS["snap"])
    enter_height: float = _PAGER_HEADER_DEFAULTS["enter_height"]
    #: pt/s: a faster release snaps in its direction, a slower one to the nearer edge
    snap_velocity: float = _PAGER_HEADER_DEFAULTS["snap_velocity"]
    #: SPRING (the config's spring) or FIXED_DURATION (AppBarLayout's
    #: ``header_snap_duration`` at rest, decelerating)
    snap_animation: HeaderSnapAnimation = HeaderSnapAnimation(
        _PAGER_HEADER_DEFAULTS["snap_animation"]
    )
    #: a pull released this far starts a refresh (REFRESH notification); 0: never
    refresh_distance: float = _PAGER_HEADER_DEFAULTS["refresh_distance"]
    #: a list's largest own offset until ``ListResized`` says; None: unbounded
    list_max_offset: float | None = None


_ffi.document_fields(
    PagerHeader,
    "segpager_pager_header",
    {
        "style": "the HeaderStyle that draws the header",
        "sections": "the HeaderSections that make it, top to bottom; None: the seeds' two",
        "snap": "without sections: the collapse range snaps at release",
        "list_max_offset": "a list's largest own offset until ListResized says; None: unbounded",
    },
)
