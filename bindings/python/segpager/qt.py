"""A segmented pager as a Qt widget (PySide6): ``pip install "segpager[qt]"``.

``SegmentedPager`` is a front end in the sense of examples/minimal_frontend.py:
Qt's mouse, touch, wheel, key and resize events go into the engine as raw
events, and everything on screen comes out of the frame ``Pager.step``
returns: the tab strip (each title's box, colour and scale, the indicator,
the strip's offset), where each page is, each page's list offset, where the
header is. The widget does no pager maths of its own: each page goes where
the frame places it (``frame.pages[k].x`` and ``.width``).

A ``QTimer`` ticks the engine only while the frame says something moves,
so an idle pager costs nothing.

Each step's events are in time order and end on a tick read from the clock
after them; an event stamped earlier than the one before it (or than the
last step) takes that time instead. The engine refuses a batch whose time
goes back, and a refused step would lose its frame's notifications.
"""

from __future__ import annotations

import dataclasses
import time
from collections import deque
from collections.abc import Callable, Sequence

try:
    from PySide6.QtCore import QEvent, QMarginsF, QObject, QRectF, Qt, QTimer, Signal
    from PySide6.QtGui import (
        QAccessible,
        QColor,
        QFocusEvent,
        QFont,
        QFontMetricsF,
        QKeyEvent,
        QMouseEvent,
        QPainter,
        QPaintEvent,
        QResizeEvent,
        QTouchEvent,
        QWheelEvent,
    )
    from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QAccessibleWidget, QWidget
except ImportError as missing:  # an extra: say how to get it
    raise ImportError(
        'segpager.qt needs PySide6, which is not installed: pip install "segpager[qt]"',
        name=__name__,
    ) from missing

from .enums import (
    Direction,
    ListSyncPolicy,
    NotificationKind,
    PagerGesture,
    PagerPhase,
    PointerRegion,
    RefreshZone,
    SelectionCause,
    StripPhase,
)
from .header import HeaderStyle
from .pager import (
    Event,
    ListEnded,
    ListResized,
    ListScrolled,
    Notification,
    Pager,
    PagerConfiguration,
    PagerFrame,
    PagerHeader,
    PointerCancelled,
    PointerDown,
    PointerMoved,
    PointerUp,
    RefreshEnded,
    Resized,
    Select,
    TabTapped,
    Tick,
    Wheel,
)
from .position import AppearanceStyle, IndicatorStyle
from .strip import StripStyle

__all__ = ["SegmentedPager"]

#: Points of scroll per wheel notch (Qt reports 120 eighths of a degree per
#: notch); trackpads report pixels and those are used as they are.
WHEEL_STEP = 40.0
#: The tick interval: a 60 Hz display's frame.
TICK_MS = 16
#: The states in which the strip moves on its own (a fling, a spring back).
_STRIP_MOVING = (StripPhase.DECELERATING, StripPhase.RETURNING)
#: The gestures that belong to the pager: once one runs, the pointer's
#: moves and release are the engine's, not the child widget's under it.
_OWNED = (PagerGesture.PAGES, PagerGesture.LIST, PagerGesture.STRIP)
#: The signal (a ``SegmentedPager`` attribute) that each notification about
#: one page emits, with the page's index.
_PAGE_SIGNALS = {
    NotificationKind.WILL_APPEAR: "pageWillAppear",
    NotificationKind.DID_APPEAR: "pageDidAppear",
    NotificationKind.WILL_DISAPPEAR: "pageWillDisappear",
    NotificationKind.DID_DISAPPEAR: "pageDidDisappear",
    NotificationKind.LOAD: "pageLoadRequested",
    NotificationKind.UNLOAD: "pageUnloadRequested",
    NotificationKind.REFRESH: "refreshRequested",
}


def _moving(frame: PagerFrame) -> bool:
    """Whether the frame says something still moves, so the engine needs ticks."""
    header = frame.header
    return (
        frame.phase != PagerPhase.IDLE
        or (header is not None and header.animating)
        or frame.strip_phase in _STRIP_MOVING
        or frame.list_animating
    )


class _Tab(QWidget):
    """An invisible child of the strip over one tab: it is what accessibility
    sees as a page tab (with the title as its name), and it takes the
    keyboard focus when its tab is selected, so the focus follows the
    selection. It lets the mouse through to the strip."""

    def __init__(self, strip: _Strip) -> None:
        super().__init__(strip)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # focused by the selection only
        self.selected = False

        self._strip = strip

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._strip.update()  # the focus frame

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._strip.update()


class _TabAccessible(QAccessibleWidget):
    """A tab as accessibility sees it: role PageTab, its title, selected or not."""

    def __init__(self, tab: _Tab) -> None:
        super().__init__(tab, QAccessible.Role.PageTab, tab.accessibleName())
        self._tab = tab

    def state(self) -> QAccessible.State:
        state = super().state()
        state.selectable = True
        state.selected = self._tab.selected
        return state


def _accessible(key: str, obj: QObject) -> QAccessibleWidget | None:
    """The accessibility factory: the strip is a page tab list, its tabs page tabs."""
    if isinstance(obj, _Tab):
        return _TabAccessible(obj)
    if isinstance(obj, _Strip):
        return QAccessibleWidget(obj, QAccessible.Role.PageTabList, "tabs")
    return None


QAccessible.installFactory(_accessible)


class _Strip(QWidget):
    """The tab strip: drawn from the pager's frame, above the header widget."""

    def __init__(self, pager: SegmentedPager) -> None:
        super().__init__(pager)
        self._pager = pager
        self.tabs: list[_Tab] = []

    def paintEvent(self, event: QPaintEvent) -> None:
        self._pager._paint_strip(self)


class SegmentedPager(QWidget):
    """A tab strip over swipeable pages, with an optional collapsing header
    and a footer, all placed from the segpager engine's frames.

    ``pages`` are any widgets; a ``QAbstractScrollArea`` (a ``QScrollArea``,
    a ``QListWidget``) gets its vertical offset from the engine, so that the
    header collapses before the list scrolls and ``list_sync`` decides each
    list's offset when its page appears. ``refresh_distance`` > 0 turns a
    pull past the top into ``refreshRequested(page)``; call ``endRefresh()``
    when the content is fresh.

    ``clock`` gives the time in seconds (tests pass a fake one); by default
    a monotonic clock. A clock that goes back only holds the engine's time
    until it is past the last step's again.

    The index signals (``currentChanged`` and the ``page...`` ones) name a
    page by its index when the signal is emitted, so ``widget(index)`` in
    a slot is always the page the signal is about. A step's notifications
    are emitted one by one, and a slot may insert, remove or move pages in
    between: the rest are then re-addressed, each page found by its id (an
    insert before a page names it one index later, a remove one earlier, a
    move at its new place). A page no longer in the widget gets no more
    index signals, the engine's last words about it (disappear, unload)
    included: ``removePage`` handed it back. ``notified`` carries every
    notification as the engine made it, with the index the page had at its
    step and its id (``pager.ids``).
    """

    #: the selection changed: the new index and its ``SelectionCause``, in the engine's order
    currentChanged = Signal(int, object)
    pageWillAppear = Signal(int)
    pageDidAppear = Signal(int)
    pageWillDisappear = Signal(int)
    pageDidDisappear = Signal(int)
    #: make the page's content (the engine keeps pages near the selection loaded)
    pageLoadRequested = Signal(int)
    #: free the page's content
    pageUnloadRequested = Signal(int)
    #: a pull asked page ``index`` to refresh: call ``endRefresh()`` when done
    refreshRequested = Signal(int)
    #: every notification of every frame, in order (``segpager.Notification``),
    #: as the engine made it: ``page`` is the index at its step, ``id`` the page's id
    notified = Signal(object)

    def __init__(
        self,
        titles: Sequence[str],
        pages: Sequence[QWidget],
        header: QWidget | None = None,
        footer: QWidget | None = None,
        *,
        header_height: float | None = None,
        strip_height: float = 44.0,
        list_sync: ListSyncPolicy = ListSyncPolicy.KEEP_OWN,
        refresh_distance: float = 0.0,
        config: PagerConfiguration | None = None,
        strip_style: StripStyle | None = None,
        indicator: IndicatorStyle | None = None,
        appearance: AppearanceStyle | None = None,
        indicator_color: QColor | None = None,
        clock: Callable[[], float] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if len(titles) != len(pages):
            raise ValueError(f"{len(titles)} titles for {len(pages)} pages")
        self._titles = list(titles)
        self._pages = list(pages)
        self._ids = list(range(len(titles)))
        self._next_id = len(titles)
        self._clock = clock or time.monotonic
        self._strip_height = float(strip_height)
        self._indicator_color = indicator_color or QColor(0, 122, 255)
        self._appearance = appearance or AppearanceStyle()
        self._strip_style = strip_style or StripStyle(item_padding=14)
        self._header_widget = header
        self._footer = footer
        self._applying = False
        #: stepping: events that arrive meanwhile (a list's range changes as
        #: its page is placed, a slot that placing calls) go to _pending, and
        #: _again asks for one more step, which follows at once
        self._busy = False
        self._again = False
        self._pending: list[Event] = []
        #: the notifications not yet emitted, in the engine's order, and
        #: whether they are being emitted (by a call further up the stack)
        self._outbox: deque[Notification] = deque()
        self._delivering = False
        self._wheel_until = 0.0
        #: the last mouse event the filter fed: if the child under it ignores
        #: it, Qt hands the same event to this widget, which must not feed it twice
        self._filtered: tuple[int, int, float, float] | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        pager_header = None
        if header is not None:
            height = header_height if header_height is not None else header.sizeHint().height()
            style = HeaderStyle(height=height + strip_height, pinned_height=strip_height)
            pager_header = PagerHeader(
                style,
                list_sync=list_sync,
                refresh_distance=refresh_distance,
                refresh_zone=RefreshZone.HEADER,
            )
        widths, selected = self._widths()
        self._pager = Pager(
            widths,
            float(max(self.width(), 1)),
            config=config,
            strip_style=self._styled(self._strip_style),
            indicator=indicator,
            appearance=self._appearance,
            header=pager_header,
        )
        self._pager.set_items(widths, ids=self._ids, selected_widths=selected)
        self._config = self._pager.config
        self._strip = _Strip(self)
        for widget in [*self._pages, header, footer]:
            if widget is not None:
                self._adopt(widget)
        for page in self._pages:
            self._watch_list(page)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.tick)
        #: the time of the last step's tick: no event of a step is earlier
        self._time = self._clock()
        self._frame = self._pager.step([Tick(self._time)])
        self._sync_tabs()
        # The first frame's notifications (the first selection, load, appear)
        # wait for the event loop, so that the app can connect to them first
        # (or for the first step before it).
        self._outbox.extend(self._frame.notifications)
        self._busy = True
        try:
            self._apply(self._frame)
        finally:
            self._busy = False
        self._run()  # what placing the first frame queued (as a rule nothing: it is hidden)
        QTimer.singleShot(0, self, self._release)

    def _release(self) -> None:
        """Emits the notifications held since construction (once, in order)."""
        self._deliver()

    # --- the public API ------------------------------------------------------

    @property
    def pager(self) -> Pager:
        """The engine (for its frames' details; feed it through the widget)."""
        return self._pager

    @property
    def frame(self) -> PagerFrame:
        """The last frame the widget drew."""
        return self._frame

    def count(self) -> int:
        return len(self._pages)

    def currentIndex(self) -> int | None:
        """The selected page (None without pages, as the frame says)."""
        return self._frame.selected_index

    def setCurrentIndex(self, index: int, animated: bool = True) -> None:
        """Selects page ``index``, travelling there (``animated``) or jumping."""
        self._feed([Select(self._clock(), index, animated)])

    def widget(self, index: int) -> QWidget:
        return self._pages[index]

    def title(self, index: int) -> str:
        return self._titles[index]

    def tabRect(self, index: int) -> QRectF:
        """Tab ``index``'s box on the widget now, from the frame (empty when off screen)."""
        for item in self._frame.strip_items:
            if item.item == index:
                x = item.frame.x - self._frame.strip.strip_offset
                return QRectF(x, self._strip.y(), item.frame.width, self._strip_height)
        return QRectF()

    def insertPage(self, index: int, title: str, page: QWidget) -> None:
        """Inserts a page before ``index`` (``count()`` appends); the selection
        keeps its page."""
        width, selected = self._measure(title)
        new_id = self._next_id
        self._pager.insert_item(index, width, new_id, selected_width=selected)
        self._next_id += 1
        self._titles.insert(index, title)
        self._pages.insert(index, page)
        self._ids.insert(index, new_id)
        self._adopt(page)
        self._watch_list(page)
        self._sync_tabs()
        self._feed([])

    def removePage(self, index: int) -> QWidget:
        """Removes page ``index`` and returns its widget (hidden and no longer
        watched, but still a child: reparent or delete it). No index signal
        names it after this, not even its disappear and unload, which the
        engine reports in the step after the edit (``notified`` has them,
        by its id); the pages after it are named one index earlier, their
        signals still waiting in the step included."""
        self._pager.remove_item(index)
        page = self._pages.pop(index)
        del self._titles[index], self._ids[index]
        page.hide()
        page.removeEventFilter(self)
        for child in page.findChildren(QWidget):
            child.removeEventFilter(self)
        self._sync_tabs()
        self._feed([])
        return page

    def movePage(self, source: int, destination: int) -> None:
        """Moves page ``source`` to ``destination``; the selection stays on its page."""
        self._pager.move_item(source, destination)
        self._titles.insert(destination, self._titles.pop(source))
        self._pages.insert(destination, self._pages.pop(source))
        self._ids.insert(destination, self._ids.pop(source))
        self._sync_tabs()
        self._feed([])

    def endRefresh(self) -> None:
        """The refresh a pull asked for is done: the pull springs back."""
        self._feed([RefreshEnded(self._clock())])

    def tick(self) -> None:
        """One display frame: time passes (the timer calls it while something moves)."""
        self._feed([])

    # --- engine in, frame out ------------------------------------------------

    def _feed(self, events: Sequence[Event]) -> None:
        """One engine step with ``events`` and a tick at now; draws its frame,
        then emits its notifications.

        Events that arrive while a frame is placed (a list's range changes
        as its page is shown or resized, or a slot that placing calls feeds
        the widget) wait, and the next step, which follows at once, takes
        them with a tick read after them."""
        self._pending += events
        self._again = True
        if self._busy:
            return
        self._run()
        if _moving(self._frame) or self._time < self._wheel_until:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
        self._deliver()

    def _run(self) -> None:
        """Steps and places frames while events wait (``_again``)."""
        self._busy = True
        try:
            while self._again:
                self._again = False
                batch, self._pending = self._pending, []
                self._step(batch)
                self._apply(self._frame)
        finally:
            self._busy = False

    def _step(self, events: Sequence[Event]) -> None:
        """One ``Pager.step``: ``events`` in their order, each at its time or,
        when that is earlier, at the time before it (the last step's at
        first), so that time never goes back; then a tick at the clock's
        time, read now (after every event was stamped), or at the last
        event's when the clock is behind it. Queues the frame's
        notifications."""
        at = self._time
        batch: list[Event] = []
        for event in events:
            if event.time < at:
                event = dataclasses.replace(event, time=at)
            else:
                at = event.time
            batch.append(event)
        at = max(at, self._clock())
        batch.append(Tick(at))
        self._frame = frame = self._pager.step(batch)
        self._time = at
        self._outbox.extend(frame.notifications)

    def _deliver(self) -> None:
        """Emits the queued notifications in order. A slot that feeds the
        widget (a page selected from ``currentChanged``) steps it at once,
        and that step's notifications follow the ones still queued, so the
        signals stay in the engine's order; one that edits the pages changes
        the indices the queued ones are emitted with (``_index_now``)."""
        if self._delivering:
            return
        self._delivering = True
        try:
            outbox = self._outbox
            while outbox:
                self._notify(outbox.popleft())
        finally:
            self._delivering = False

    def _notify(self, note: Notification) -> None:
        """One notification as its signals: the index signal with the page's
        index now (``_index_now``), none when the page has gone, then
        ``notified`` with the engine's own."""
        kind = note.kind
        if kind == NotificationKind.SELECTED_CHANGED:
            index = self._index_now(note)
            if index is not None:
                self._select_tab(index)
                cause = SelectionCause.PROGRAM if note.cause is None else note.cause  # TAP is 0
                self.currentChanged.emit(index, cause)
        elif kind in _PAGE_SIGNALS:
            index = self._index_now(note)
            if index is not None:
                getattr(self, _PAGE_SIGNALS[kind]).emit(index)
        self.notified.emit(note)

    def _index_now(self, note: Notification) -> int | None:
        """The index the page ``note`` is about has now, found by its id: the
        one it had at its step unless a slot inserted, removed or moved pages
        since (the notifications of a step are emitted one by one, and a
        slot may edit between two); None when it is no longer a page."""
        ids, page = self._ids, note.page
        if 0 <= page < len(ids) and ids[page] == note.id:  # (as a rule: nothing was edited)
            return page
        try:
            return ids.index(note.id)
        except ValueError:
            return None

    def _apply(self, frame: PagerFrame) -> None:
        """Places the header, the strip and the pages where ``frame`` says, and
        gives each visible page's list its offset."""
        width, height = self.width(), self.height()
        header = frame.header
        top = header.frame.strip.y if header is not None else 0.0
        pinned = self._strip_height
        footer = self._footer.sizeHint().height() if self._footer is not None else 0
        pages_height = max(round(height - footer - pinned), 0)
        if header is not None and self._header_widget is not None:
            content = header.frame.content
            self._header_widget.setGeometry(
                round(content.x), round(content.y), round(content.width), round(content.height)
            )
        self._strip.setGeometry(0, round(top), width, round(self._strip_height))
        self._strip.raise_()
        # Each visible tab's accessible child over its box; the others hidden
        # (and a shown one is never hidden in between: it may have the focus).
        boxes = {item.item: item.frame for item in frame.strip_items}
        for index, tab in enumerate(self._strip.tabs):
            box = boxes.get(index)
            if box is None:
                tab.hide()
                continue
            x = round(box.x - frame.strip.strip_offset)
            tab.setGeometry(x, 0, round(box.width), round(self._strip_height))
            tab.show()
        if self._footer is not None:
            self._footer.setGeometry(0, height - footer, width, footer)
            self._footer.raise_()
        shown = {visible.page: visible for visible in frame.pages}
        # A page is as tall as the pages' area with the header pinned, so
        # its list's range does not change while the header collapses.
        self._applying = True
        try:
            for index, page in enumerate(self._pages):
                visible = shown.get(index)
                if visible is None:
                    page.hide()
                    continue
                # where the frame places it (nothing computed here)
                page.setGeometry(
                    round(visible.x), round(top + pinned), round(visible.width), pages_height
                )
                if isinstance(page, QAbstractScrollArea):
                    page.verticalScrollBar().setValue(round(visible.list_offset))
                page.show()
        finally:
            self._applying = False
        self._strip.update()

    def _paint_strip(self, strip: _Strip) -> None:
        """The strip from the frame alone: each visible title in its box, colour
        and scale, then the indicator."""
        frame = self._frame
        painter = QPainter(strip)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(strip.rect(), self.palette().base())
        shift = frame.strip.strip_offset
        middle = self._strip_height / 2
        for item in frame.strip_items:
            look = item.appearance
            color = look.color
            painter.setPen(QColor.fromRgbF(color.red, color.green, color.blue, color.alpha))
            painter.save()
            painter.translate(item.title.mid_x - shift, middle)
            painter.scale(look.scale, look.scale)
            box = QRectF(-item.title.width / 2, -middle, item.title.width, self._strip_height)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip
            painter.drawText(box, int(flags), self._titles[item.item])
            painter.restore()
            tab = strip.tabs[item.item] if item.item < len(strip.tabs) else None
            if tab is not None and tab.hasFocus():
                painter.setPen(self.palette().highlight().color())
                painter.drawRect(QRectF(tab.geometry()).marginsRemoved(QMarginsF(1, 4, 1, 4)))
        bar = frame.strip.indicator
        if bar.alpha > 0 and bar.width > 0:
            shade = QColor(self._indicator_color)
            shade.setAlphaF(shade.alphaF() * bar.alpha)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            rect = QRectF(bar.x - shift, bar.y, bar.width, bar.height)
            painter.drawRoundedRect(rect, bar.corner_radius, bar.corner_radius)
        painter.end()

    # --- titles, tabs and direction ------------------------------------------

    def _measure(self, title: str) -> tuple[float, float]:
        """A title's width in the widget's font, and at the selected scale:
        measuring is the front end's job."""
        font = QFont(self.font())
        width = QFontMetricsF(font).horizontalAdvance(title)
        font.setPointSizeF(font.pointSizeF() * self._appearance.selected_scale)
        return width, QFontMetricsF(font).horizontalAdvance(title)

    def _widths(self) -> tuple[list[float], list[float]]:
        measured = [self._measure(title) for title in self._titles]
        return [normal for normal, _ in measured], [selected for _, selected in measured]

    def _set_items(self) -> None:
        widths, selected = self._widths()
        self._pager.set_items(widths, ids=self._ids, selected_widths=selected)

    def _styled(self, style: StripStyle) -> StripStyle:
        """The strip style in the widget's layout direction."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        return dataclasses.replace(style, direction=Direction.RTL if rtl else Direction.LTR)

    def _sync_tabs(self) -> None:
        """One accessible tab child per page, named by its title."""
        tabs = self._strip.tabs
        while len(tabs) < len(self._titles):
            tabs.append(_Tab(self._strip))
        while len(tabs) > len(self._titles):
            tabs.pop().deleteLater()
        selected = self._frame.selected_index if hasattr(self, "_frame") else None
        for index, (tab, title) in enumerate(zip(tabs, self._titles, strict=True)):
            tab.setAccessibleName(title)
            tab.selected = index == selected

    def _select_tab(self, index: int) -> None:
        """The selection moved: the tabs' selected state, and the keyboard focus
        when it is on the strip."""
        focused = any(tab.hasFocus() for tab in self._strip.tabs) or self.hasFocus()
        for i, tab in enumerate(self._strip.tabs):
            tab.selected = i == index
        if focused and 0 <= index < len(self._strip.tabs):
            self._strip.tabs[index].setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._pager.set_strip_style(self._styled(self._strip_style))
            self._feed([])
        elif event.type() == QEvent.Type.FontChange:
            self._set_items()
            self._feed([])
        super().changeEvent(event)

    # --- Qt events in --------------------------------------------------------

    def _adopt(self, widget: QWidget) -> None:
        """Makes ``widget`` a child and watches its (and its children's) input."""
        widget.setParent(self)
        self._watch(widget)

    def _watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    def _watch_list(self, page: QWidget) -> None:
        """The engine learns how far each list can scroll."""
        if isinstance(page, QAbstractItemView):
            # offsets in points, as the engine's, not in rows
            page.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        if isinstance(page, QAbstractScrollArea):
            bar = page.verticalScrollBar()
            bar.rangeChanged.connect(lambda _low, high: self._list_resized(page, high))
            bar.valueChanged.connect(lambda value: self._list_moved(page, value))
            if bar.maximum() > 0:
                self._list_resized(page, bar.maximum())

    def _list_resized(self, page: QWidget, high: int) -> None:
        if page in self._pages and hasattr(self, "_frame"):
            index = self._pages.index(page)
            self._feed([ListResized(self._clock(), index, float(high))])

    def _list_moved(self, page: QWidget, value: int) -> None:
        """The selected list scrolled by other means than the engine (its
        scroll bar dragged, keys, a row scrolled into view): that scroll goes
        to the engine, which shares it with the header as it does a wheel's,
        and the list takes the offset the engine gives it back."""
        if self._applying or self._busy or page not in self._pages:
            return
        index = self._pages.index(page)
        own = next((v.list_offset for v in self._frame.pages if v.page == index), None)
        if index != self._frame.selected_index or own is None:
            return
        now = self._clock()
        self._feed([ListScrolled(now, value - own), ListEnded(now)])

    def _region(self, y: float) -> PointerRegion:
        """The strip's band, the header above it (vertical only), or the pages."""
        top = float(self._strip.y())
        if top <= y < top + self._strip_height:
            return PointerRegion.STRIP
        return PointerRegion.LIST if y < top else PointerRegion.PAGES

    @staticmethod
    def _key_of(event: QMouseEvent) -> tuple[int, int, float, float]:
        point = event.globalPosition()
        return (int(event.type().value), event.timestamp(), point.x(), point.y())

    def _mouse(self, event: QMouseEvent) -> bool:
        """A mouse event as pointer events; True when the pager owns the gesture."""
        if event.source() != Qt.MouseEventSource.MouseEventNotSynthesized:
            return False  # a touch Qt turned into a mouse: the touch is fed
        kind = event.type()
        left = Qt.MouseButton.LeftButton
        owned = self._frame.gesture in _OWNED
        at = self.mapFromGlobal(event.globalPosition())
        now = self._clock()
        if kind == QEvent.Type.MouseButtonPress and event.button() == left:
            self._feed([PointerDown(now, at.x(), at.y(), self._region(at.y()))])
        elif kind == QEvent.Type.MouseMove and event.buttons() & left:
            self._feed([PointerMoved(now, at.x(), at.y())])
        elif kind == QEvent.Type.MouseButtonRelease and event.button() == left:
            self._feed([PointerUp(now, at.x(), at.y())])
        else:
            return False
        return owned or self._frame.gesture in _OWNED

    def _wheel(self, event: QWheelEvent) -> bool:
        pixels, angle = event.pixelDelta(), event.angleDelta()
        if not pixels.isNull():
            dx, dy = -float(pixels.x()), -float(pixels.y())
        else:
            dx, dy = -angle.x() / 120 * WHEEL_STEP, -angle.y() / 120 * WHEEL_STEP
        at = self.mapFromGlobal(event.globalPosition())
        now = self._clock()
        # The engine ends a wheel scroll on its own timer: it needs ticks
        # until then even when nothing moves.
        self._wheel_until = now + self._config.wheel_settle_delay + 2 * TICK_MS / 1000
        self._feed([Wheel(now, dx, dy, self._region(at.y()))])
        return True

    def _touch(self, event: QTouchEvent) -> None:
        """The first touch point as the pointer (the engine follows one)."""
        points = event.points()
        now = self._clock()
        kind = event.type()
        if kind == QEvent.Type.TouchCancel or not points:
            self._feed([PointerCancelled(now)])
            return
        at = self.mapFromGlobal(points[0].globalPosition())
        if kind == QEvent.Type.TouchBegin:
            self._feed([PointerDown(now, at.x(), at.y(), self._region(at.y()))])
        elif kind == QEvent.Type.TouchUpdate:
            self._feed([PointerMoved(now, at.x(), at.y())])
        elif kind == QEvent.Type.TouchEnd:
            self._feed([PointerUp(now, at.x(), at.y())])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Input over the pages, the header and the footer goes to the engine
        first; a child keeps its clicks until a drag becomes the pager's."""
        kind = event.type()
        if kind == QEvent.Type.ChildAdded:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QWidget):
                self._watch(child)
        elif watched is self._footer:
            return False
        elif isinstance(event, QMouseEvent) and kind in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseMove,
            QEvent.Type.MouseButtonRelease,
        ):
            self._filtered = self._key_of(event)
            return self._mouse(event)
        elif isinstance(event, QWheelEvent):
            return self._wheel(event)
        return False

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(event, QTouchEvent) and kind in (
            QEvent.Type.TouchBegin,
            QEvent.Type.TouchUpdate,
            QEvent.Type.TouchEnd,
            QEvent.Type.TouchCancel,
        ):
            self._touch(event)
            event.accept()
            return True
        # Keys are taken here, before QWidget's focus chain could take Tab.
        if isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyPress and self._key(event):
            event.accept()
            return True
        return super().event(event)

    def _own_mouse(self, event: QMouseEvent) -> None:
        """A mouse event on the widget or the strip (or one a watched child
        ignored, already fed by the filter)."""
        if self._filtered == self._key_of(event):
            self._filtered = None
            return
        self._mouse(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._own_mouse(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._own_mouse(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._own_mouse(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self._wheel(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._feed([Resized(self._clock(), float(max(self.width(), 1)))])

    def _key(self, event: QKeyEvent) -> bool:
        """Left/Right move to the tab on that side (mirrored in RTL), Ctrl+Tab
        and Ctrl+Shift+Tab to the next and previous; True when handled."""
        count = len(self._pages)
        if count == 0:
            return False
        key, ctrl = event.key(), event.modifiers() & Qt.KeyboardModifier.ControlModifier
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and ctrl:
            forward = key == Qt.Key.Key_Tab
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not ctrl:
            forward = (key == Qt.Key.Key_Right) != rtl
        else:
            return False
        current = self.currentIndex() or 0
        index = current + 1 if forward else current - 1
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            index %= count  # Ctrl+Tab cycles, as in QTabWidget
        if 0 <= index < count:
            now = self._clock()
            self._feed([TabTapped(now, index)])
        return True
