"""The event classes' names, generated from bindings/abi/events.toml by
tools/gen_abi.py: do not edit (`make abi`; `make check-abi`). segpager's
lazy __init__ lists them from here at run time: importing events, which
__all__ names them for type checkers and the docs, would load the ABI."""

EVENT_CLASSES = (
    "DragBegan",
    "DragEnded",
    "DragMoved",
    "Event",
    "HostScrolled",
    "ListEnded",
    "ListResized",
    "ListScrolled",
    "PointerCancelled",
    "PointerDown",
    "PointerMoved",
    "PointerUp",
    "RefreshEnded",
    "Resized",
    "Select",
    "StripDragBegan",
    "StripDragEnded",
    "StripDragMoved",
    "TabTapped",
    "Tick",
    "Wheel",
)
