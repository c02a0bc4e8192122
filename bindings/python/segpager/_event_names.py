"""The event classes' names, generated from bindings/abi/events.toml by
tools/gen_abi.py: do not edit (`make abi`; `make check-abi`). segpager's
__init__ lists them from here: importing _events would load the ABI."""

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
