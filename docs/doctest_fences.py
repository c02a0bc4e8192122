"""A griffe extension for the site's Python reference: the docstrings'
doctest examples (``>>>`` lines and the output after them) become fenced
``pycon`` blocks, so they read as code, not as markdown prose (where a
printed list would pass for a link)."""

from __future__ import annotations

from typing import Any

from griffe import Extension


def fence_doctests(text: str) -> str:
    """``text`` with each run of doctest lines (a ``>>>`` line, its ``...``
    continuations and its output, up to a blank line) fenced."""
    out: list[str] = []
    inside = False
    for line in text.splitlines():
        starts = line.lstrip().startswith(">>>")
        if starts and not inside:
            out.append("```pycon")
            inside = True
        elif inside and not line.strip():
            out.append("```")
            inside = False
        out.append(line)
    if inside:
        out.append("```")
    return "\n".join(out)


class DoctestFences(Extension):
    """Fences the doctests of every object's docstring."""

    def on_instance(self, *, obj: Any, **kwargs: Any) -> None:
        if obj.docstring is not None and ">>>" in obj.docstring.value:
            obj.docstring.value = fence_doctests(obj.docstring.value)
