"""Exceptions: one class per segpager status code.

Each subclass also derives from the built-in exception that fits, so callers
can catch ``ValueError`` or ``IndexError`` without knowing segpager.

>>> import segpager
>>> try:
...     segpager.strip_layout([10, -1], viewport_width=100)
... except ValueError as error:
...     print(type(error).__name__, error.status_name)
OutOfRangeError SEGPAGER_E_RANGE
"""

from __future__ import annotations


class SegPagerError(Exception):
    """A segpager call failed; ``status`` is the C status code."""

    status: int = 0
    status_name: str = "SEGPAGER_UNKNOWN"

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class NullPointerError(SegPagerError, ValueError):
    """A required argument was missing (``SEGPAGER_E_NULL``)."""

    status = -1
    status_name = "SEGPAGER_E_NULL"


class OutOfRangeError(SegPagerError, ValueError):
    """A number is outside its documented range (``SEGPAGER_E_RANGE``)."""

    status = -2
    status_name = "SEGPAGER_E_RANGE"


class NotFiniteError(SegPagerError, ValueError):
    """A number is NaN or infinite (``SEGPAGER_E_NOT_FINITE``)."""

    status = -3
    status_name = "SEGPAGER_E_NOT_FINITE"


class CapacityError(SegPagerError, ValueError):
    """An output buffer was too small (``SEGPAGER_E_CAPACITY``)."""

    status = -4
    status_name = "SEGPAGER_E_CAPACITY"


class UnknownEnumError(SegPagerError, ValueError):
    """An enum value is unknown (``SEGPAGER_E_ENUM``)."""

    status = -5
    status_name = "SEGPAGER_E_ENUM"


class StructSizeError(SegPagerError, ValueError):
    """An options struct was too small (``SEGPAGER_E_STRUCT_SIZE``)."""

    status = -6
    status_name = "SEGPAGER_E_STRUCT_SIZE"


class IndexOutOfRangeError(SegPagerError, IndexError):
    """An index is outside ``0..<count`` (``SEGPAGER_E_INDEX``)."""

    status = -7
    status_name = "SEGPAGER_E_INDEX"


class EventOrderError(SegPagerError, ValueError):
    """An event's time is earlier than the one before it (``SEGPAGER_E_ORDER``)."""

    status = -8
    status_name = "SEGPAGER_E_ORDER"


class HandleError(SegPagerError, ValueError):
    """A pager handle is not live (``SEGPAGER_E_HANDLE``)."""

    status = -9
    status_name = "SEGPAGER_E_HANDLE"


ERRORS_BY_STATUS: dict[int, type[SegPagerError]] = {
    cls.status: cls
    for cls in (
        NullPointerError,
        OutOfRangeError,
        NotFiniteError,
        CapacityError,
        UnknownEnumError,
        StructSizeError,
        IndexOutOfRangeError,
        EventOrderError,
        HandleError,
    )
}
