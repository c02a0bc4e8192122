"""The ``__init__`` the generated event classes (``_events``) use."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

_T = TypeVar("_T")


def fast_init(cls: type[_T]) -> type[_T]:
    """An event dataclass (frozen, slotted) with an ``__init__`` that sets
    its slots through their descriptors: the same signature and defaults as
    the dataclass's own, which goes through ``object.__setattr__`` per
    field, at about two thirds of its cost (a front end makes an event or
    more every frame). Written out as source, as ``dataclasses`` writes
    its ``__init__``."""
    params, stores = [], []
    scope: dict[str, Any] = {}
    for field in dataclasses.fields(cls):  # type: ignore[arg-type]
        name = field.name
        scope[f"_set_{name}"] = vars(cls)[name].__set__
        if field.default is dataclasses.MISSING:
            params.append(name)
        else:
            scope[f"_default_{name}"] = field.default
            params.append(f"{name}=_default_{name}")
        stores.append(f"    _set_{name}(self, {name})\n")
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(stores)}", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
