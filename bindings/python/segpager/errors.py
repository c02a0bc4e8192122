"""Exceptions: one class per segpager failure status.

Each subclass also derives from the built-in exception that fits, so callers
can catch ``ValueError`` or ``IndexError`` without knowing segpager. The
codes, names and sentences come from the header's ``SEGPAGER_STATUS_MAP``
(through the generated ``segpager._generated.abi``); only the class names and their
built-in bases are chosen here.

>>> import segpager
>>> try:
...     segpager.strip_layout([10, -1], viewport_width=100)
... except ValueError as error:
...     print(type(error).__name__, error.status_name)
OutOfRangeError SEGPAGER_E_RANGE
"""

from __future__ import annotations

from typing import Any, ClassVar

from ._generated import abi as _abi

#: (name, sentence) of each status code, from SEGPAGER_STATUS_MAP.
STATUS_TEXT: dict[int, tuple[str, str]] = {code: (name, text) for name, code, text in _abi.STATUSES}


class SegPagerError(Exception):
    """A segpager call failed; ``status`` is the C status code."""

    status: int = 0
    status_name: str = "SEGPAGER_UNKNOWN"
    #: the header's one-sentence description of the status
    description: ClassVar[str] = "an unknown status"

    def __init_subclass__(cls, status: int | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if status is not None:
            cls.status = status
            cls.status_name, cls.description = STATUS_TEXT[status]
            cls.__doc__ = f"{cls.__doc__} (``{cls.status_name}``: {cls.description})."

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class NullPointerError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_NULL):
    """A required argument was missing"""


class OutOfRangeError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_RANGE):
    """A number is outside its documented range"""


class NotFiniteError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_NOT_FINITE):
    """A number is NaN or infinite"""


class CapacityError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_CAPACITY):
    """An output buffer was too small"""


class UnknownEnumError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_ENUM):
    """An enum value is unknown"""


class StructSizeError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_STRUCT_SIZE):
    """An options struct was too small"""


class IndexOutOfRangeError(SegPagerError, IndexError, status=_abi.SEGPAGER_E_INDEX):
    """An index is outside ``0..<count``"""


class EventOrderError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_ORDER):
    """An event's time is earlier than the one before it"""


class HandleError(SegPagerError, ValueError, status=_abi.SEGPAGER_E_HANDLE):
    """A pager handle is not live"""


#: The exception class of each failure status (every negative code of the
#: status map; tests/test_errors.py checks that none is missing).
ERRORS_BY_STATUS: dict[int, type[SegPagerError]] = {
    cls.status: cls for cls in SegPagerError.__subclasses__()
}


class ReentrantCallError(SegPagerError, RuntimeError):
    """A call on a pager started while another call on the same pager was
    under way on the same thread (from a finalizer, a ``gc`` callback, a
    signal handler or a callback the first call made): it is refused and
    changes nothing. Calls from other threads wait their turn instead.
    Not a C status: C calls never call back into the caller."""
