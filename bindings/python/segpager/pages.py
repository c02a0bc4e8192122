"""Page position: page offsets <-> positions, and the selected index.

>>> import segpager
>>> pages = segpager.PageGeometry(page_count=5, viewport_width=375)
>>> pages.position(843.75)
2.25
>>> segpager.selected_index(2.5, page_count=5)
3
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import _ffi, _pages
from ._generated import abi as _abi
from ._generated.abi import PageWindowPolicy
from .enums import CommitRule

_ffi.document_fields(PageWindowPolicy, "PageWindowPolicy")  # a nested value (generated)


@dataclass(frozen=True)
class PageGeometry(_abi.PageGeometryFields):
    """The pager's pages. Defaults equal ``segpager_page_geometry_init``.

    ``page_width`` 0 means full-width pages (the viewport's width). Narrower
    pages peek (a carousel); ``alignment=CENTER`` centres them; ``pad_ends``
    lets the first and last page reach their aligned place.
    """

    def _c(self) -> Any:
        return _ffi.options("segpager_page_geometry", dataclasses.asdict(self))

    def position(self, page_offset: float) -> float:
        """The position at a page offset; not clamped, so overscroll gives
        p < 0 or p > page_count - 1. Within 1e-9 of an integer it is that integer."""
        return _pages.page_position(self._c(), page_offset)

    def page_offset(self, position: float) -> float:
        """The page offset at a position (the inverse of ``position``)."""
        return _pages.page_offset(self._c(), position)

    def page_offset_range(self) -> tuple[float, float]:
        """The offsets the pager rests at without overscroll: ``(0, max)``."""
        return _pages.page_offset_range(self._c())

    def page_offset_after_resize(self, new_geometry: PageGeometry, page_offset: float) -> float:
        """The offset under ``new_geometry`` that keeps this geometry's position
        at ``page_offset``: a rotation never changes the selection."""
        if not isinstance(new_geometry, PageGeometry):
            raise TypeError(
                f"new_geometry must be a PageGeometry, not {type(new_geometry).__name__}"
            )
        return _pages.page_offset_after_resize(self._c(), new_geometry._c(), page_offset)


_ffi.document_fields(PageGeometry, "segpager_page_geometry")


def selected_index(
    position: float, page_count: int, rule: CommitRule = CommitRule.NEAREST
) -> int | None:
    """The selected index at ``position``, clamped to the pages; None with no pages.

    ``NEAREST`` sends exactly half way to the higher index (seeds 000, 001, 003);
    ``FLOOR`` is seed 004's ``Int(x/W)``.
    """
    index = _pages.selected_index(position, page_count, rule)
    return None if index == _ffi.NONE else index
