"""The Qt widget (segpager.qt) driven by synthetic Qt events on the offscreen
platform: a drag with release, a tab click, a wheel collapse, a resize, a
pull-to-refresh, keys, accessibility, RTL and page edits; the grabbed
pixels at the indicator and a title are where and what the frame says; the
signals come in the engine's order; and no Qt warning is printed.

The clock is fake (each helper advances it), so the engine sees the same
times on every run; test_qt_under_xvfb runs this module again in a real X
server when ``xvfb-run`` is installed. The tests at the end run on a real
clock too (and on clocks that move on every read or go back), dragging
through the window with QTest and real waits; every test checks that each
batch the widget steps its engine with is in time order and ends on its tick.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication
pytest.importorskip("PySide6.QtWidgets", reason="PySide6 is not installed (segpager[qt])")

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
    qWarning,
)
from PySide6.QtGui import QAccessible, QColor, QFontMetricsF, QMouseEvent, QWheelEvent, QWindow
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QTextEdit, QWidget
from pytestqt.qtbot import QtBot

from segpager import Event, ListSyncPolicy, PagerFrame, PagerPhase, SelectionCause, StripPhase, Tick
from segpager.qt import SegmentedPager

TITLES = ["Top", "World", "Tech", "Business", "Sports", "Science", "Travel", "Food"]
W, H, HEADER = 375, 640, 156
DT = 1 / 60
BLUE = (0, 122, 255)  # the widget's default indicator colour


class Clock:
    """The fake time the widget reads (seconds)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class ReadClock(Clock):
    """A fake clock that, as a real one, is later at every read (by a microsecond)."""

    def __call__(self) -> float:
        self.now += 1e-6
        return self.now


class Steps:
    """Every batch the widget steps its engine with (from now on), and the
    notifications of each frame, in order."""

    def __init__(self, widget: SegmentedPager) -> None:
        self.batches: list[list[Event]] = []
        self.notes: list[str] = [str(note) for note in widget.frame.notifications]
        pager = widget.pager
        step = pager.step

        def recording(events: Iterable[Event] = ()) -> PagerFrame:
            batch = list(events)
            self.batches.append(batch)
            frame = step(batch)
            self.notes += [str(note) for note in frame.notifications]
            return frame

        pager.step = recording  # type: ignore[method-assign]

    def inputs(self) -> str:
        """The batches' events but ticks, one batch a line (for a failure's message)."""
        lines = [" ".join(str(e) for e in b if not isinstance(e, Tick)) for b in self.batches]
        return "\n".join(line for line in lines if line)

    def check(self) -> None:
        """Each batch is in time order and ends on a tick, and none starts
        before the one before it ended: the engine takes every step."""
        last = -math.inf
        for n, batch in enumerate(self.batches):
            times = [event.time for event in batch]
            assert isinstance(batch[-1], Tick), f"step {n} ends on {batch[-1]}"
            assert times == sorted(times), f"step {n} goes back: {batch}"
            assert times[0] >= last, f"step {n} starts before {last}: {batch}"
            last = times[-1]


@pytest.fixture
def qt_messages() -> Iterator[list[str]]:
    """Every Qt message printed during the test: none is allowed."""
    seen: list[str] = []

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        seen.append(f"{kind.name}: {message}")

    previous = qInstallMessageHandler(handler)
    yield seen
    qInstallMessageHandler(previous)


class Rig:
    """A shown widget over long lists, its clock and what it signalled."""

    def __init__(
        self, qtbot: object, messages: list[str], clock: Clock | None = None, **options: object
    ) -> None:
        self.qtbot = qtbot
        self.clock = clock or Clock()
        self.messages = messages
        self.lists = []
        for title in TITLES:
            rows = QListWidget()
            rows.addItems([f"{title} · {row + 1}" for row in range(80)])
            self.lists.append(rows)
        self.header = QLabel("segpager")
        self.header.setFixedHeight(HEADER)
        self.widget = SegmentedPager(
            TITLES,
            self.lists,
            self.header,
            clock=self.clock,
            **options,  # type: ignore[arg-type]
        )
        qtbot.addWidget(self.widget)  # type: ignore[attr-defined]
        self.steps = Steps(self.widget)
        self.signals: list[str] = []
        self.notes: list[str] = []
        w = self.widget
        w.notified.connect(lambda note: self.notes.append(str(note)))
        w.currentChanged.connect(lambda i, cause: self.signals.append(f"sel{i}:{cause.name}"))
        for name, short in (
            ("pageWillAppear", "wa"),
            ("pageDidAppear", "da"),
            ("pageWillDisappear", "wd"),
            ("pageDidDisappear", "dd"),
            ("pageLoadRequested", "load"),
            ("pageUnloadRequested", "unload"),
            ("refreshRequested", "refresh"),
        ):
            getattr(w, name).connect(lambda i, short=short: self.signals.append(f"{short}{i}"))
        w.resize(W, H)
        w.show()
        QApplication.processEvents()  # the first frame's held notifications
        self.settle()

    def run(self, seconds: float) -> None:
        for _ in range(round(seconds / DT)):
            self.clock.now += DT
            self.widget.tick()

    def settle(self) -> None:
        for _ in range(300):
            self.clock.now += DT
            self.widget.tick()
            frame = self.widget.frame
            header = frame.header
            if frame.phase == PagerPhase.IDLE and not (header and header.animating):
                return
        raise AssertionError("the pager never settled")

    def mouse(self, kind: QEvent.Type, target: QWidget, x: float, y: float) -> None:
        """A left-button mouse event at (x, y) on the pager, sent to ``target``."""
        at = QPointF(x, y)
        local = target.mapFrom(self.widget, at)
        left = Qt.MouseButton.LeftButton
        buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else left
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else left
        event = QMouseEvent(
            kind,
            local,
            self.widget.mapToGlobal(at),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(target, event)

    def drag(self, points: list[tuple[float, float]], target: QWidget | None = None) -> None:
        """Press at the first point, move through the rest a frame apart, release."""
        target = target or self.page().viewport()
        (x, y), *rest = points
        self.mouse(QEvent.Type.MouseButtonPress, target, x, y)
        for x, y in rest:
            self.clock.now += DT
            self.mouse(QEvent.Type.MouseMove, target, x, y)
        self.clock.now += DT
        self.mouse(QEvent.Type.MouseButtonRelease, target, x, y)

    def wheel(
        self, notches: int, x: float = 200, y: float = 400, pixels: QPoint | None = None
    ) -> None:
        """Wheel notches (> 0: toward the reader, the content moves up) over
        the list, or a trackpad's ``pixels`` per event."""
        target = self.page().viewport()
        at = QPointF(x, y)
        for _ in range(notches):
            self.clock.now += DT
            event = QWheelEvent(
                target.mapFrom(self.widget, at),
                self.widget.mapToGlobal(at),
                pixels or QPoint(0, 0),
                QPoint(0, -120) if pixels is None else QPoint(0, 0),
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase,
                False,
            )
            QApplication.sendEvent(target, event)

    def page(self) -> QListWidget:
        index = self.widget.currentIndex()
        assert index is not None
        return self.lists[index]

    def strip_top(self) -> float:
        header = self.widget.frame.header
        assert header is not None
        return header.frame.strip.y


@pytest.fixture
def rig(qtbot: object, qt_messages: list[str]) -> Iterator[Rig]:
    made = Rig(qtbot, qt_messages)
    yield made
    assert made.messages == []
    made.steps.check()


def test_the_first_frame_notifies_after_construction(rig: Rig) -> None:
    assert rig.notes == ["sel0<-1:program", "load0", "load1", "wa0", "da0"]
    assert rig.signals == ["sel0:PROGRAM", "load0", "load1", "wa0", "da0"]


def test_each_page_notification_emits_a_declared_signal() -> None:
    """``_notify`` emits the signal ``qt._PAGE_SIGNALS`` names for a page's
    notification: each name is one of the widget's signals."""
    from segpager import qt

    assert len(qt._PAGE_SIGNALS) == 7
    for kind, name in qt._PAGE_SIGNALS.items():
        assert isinstance(vars(SegmentedPager).get(name), Signal), (kind, name)


def test_a_drag_with_release_flings_to_the_next_page(rig: Rig) -> None:
    rig.drag([(300 - 20 * k, 400) for k in range(7)])
    assert rig.widget.frame.phase == PagerPhase.SETTLING
    rig.settle()
    assert rig.widget.currentIndex() == 1
    assert "sel1:DRAG" in rig.signals
    # The page is where the frame says: page 1 fills the viewport.
    assert rig.lists[1].geometry().x() == 0
    assert rig.lists[1].isVisible()
    assert not rig.lists[0].isVisible()


def test_a_touch_drag_flings_too(rig: Rig) -> None:
    device = QTest.createTouchDevice()
    touch = rig.widget
    QTest.touchEvent(touch, device).press(0, QPoint(300, 400), touch).commit()
    for k in range(1, 7):
        rig.clock.now += DT
        QTest.touchEvent(touch, device).move(0, QPoint(300 - 20 * k, 400), touch).commit()
    rig.clock.now += DT
    QTest.touchEvent(touch, device).release(0, QPoint(180, 400), touch).commit()
    assert rig.widget.frame.phase == PagerPhase.SETTLING
    rig.settle()
    assert rig.widget.currentIndex() == 1
    assert "sel1:DRAG" in rig.signals


def test_the_timer_ticks_only_while_something_moves(rig: Rig) -> None:
    assert not rig.widget._timer.isActive()
    rig.widget.setCurrentIndex(2)
    assert rig.widget.frame.phase == PagerPhase.TRANSITIONING
    assert rig.widget._timer.isActive()
    rig.settle()
    assert not rig.widget._timer.isActive()


def test_a_scroll_bar_moved_by_hand_goes_through_the_engine(rig: Rig) -> None:
    # Dragging the scroll bar scrolls like the wheel: the header collapses
    # first, and the list keeps the offset the engine gives it.
    rig.page().verticalScrollBar().setValue(100)
    header = rig.widget.frame.header
    assert header is not None
    assert header.header_offset == pytest.approx(100)
    assert rig.page().verticalScrollBar().value() == 0
    rig.page().verticalScrollBar().setValue(200)  # 200 more: 56 collapse the header, 144 the list
    frame = rig.widget.frame
    assert frame.header is not None
    assert frame.header.header_offset == pytest.approx(HEADER)
    assert frame.pages[0].list_offset == pytest.approx(200 - (HEADER - 100))
    assert rig.page().verticalScrollBar().value() == 200 - (HEADER - 100)


def test_a_drag_moves_the_page_widgets_with_the_frame(rig: Rig) -> None:
    target = rig.page().viewport()
    rig.mouse(QEvent.Type.MouseButtonPress, target, 300, 400)
    for k in range(1, 5):
        rig.clock.now += DT
        rig.mouse(QEvent.Type.MouseMove, target, 300 - 30 * k, 400)
    frame = rig.widget.frame
    assert frame.page_offset > 0
    assert rig.lists[0].x() == round(-frame.page_offset)
    assert rig.lists[1].x() == round(W - frame.page_offset)
    rig.mouse(QEvent.Type.MouseButtonRelease, target, 180, 400)
    rig.settle()


def test_a_tab_click_selects_it_and_signals_in_the_engines_order(rig: Rig) -> None:
    rig.notes.clear()
    rig.signals.clear()
    box = rig.widget.tabRect(2)
    strip = rig.widget._strip
    QTest.mouseClick(
        strip, Qt.MouseButton.LeftButton, pos=strip.mapFrom(rig.widget, box.center()).toPoint()
    )
    rig.settle()
    assert rig.widget.currentIndex() == 2
    assert rig.notes == ["sel2<0:tap", "wd0", "load2", "load3", "wa2", "dd0", "unload0", "da2"]
    assert rig.signals == ["sel2:TAP", "wd0", "load2", "load3", "wa2", "dd0", "unload0", "da2"]


def test_the_wheel_collapses_the_header_then_scrolls_the_list(rig: Rig) -> None:
    rig.wheel(3)
    header = rig.widget.frame.header
    assert header is not None
    assert header.header_offset == pytest.approx(120)
    assert rig.widget._strip.y() == round(header.frame.strip.y) == HEADER - 120
    assert rig.header.y() == round(header.frame.content.y)
    assert rig.page().verticalScrollBar().value() == 0
    rig.wheel(6)
    rig.run(0.5)
    frame = rig.widget.frame
    assert frame.header is not None
    assert frame.header.frame.strip.y == 0
    own = frame.pages[0].list_offset
    assert own == pytest.approx(9 * 40 - HEADER)
    assert rig.page().verticalScrollBar().value() == round(own)
    assert not rig.widget._timer.isActive()  # idle: no more ticks


def test_a_resize_keeps_the_page(rig: Rig) -> None:
    rig.widget.setCurrentIndex(2, animated=False)
    rig.settle()
    rig.widget.resize(500, 700)
    QApplication.processEvents()
    frame = rig.widget.frame
    assert rig.widget.pager.config.pages.viewport_width == 500
    assert frame.page_offset == 1000
    assert rig.widget.currentIndex() == 2
    assert rig.lists[2].geometry().x() == 0
    assert rig.lists[2].width() == 500


def test_a_pull_asks_for_a_refresh_until_it_ends(qtbot: object, qt_messages: list[str]) -> None:
    rig = Rig(qtbot, qt_messages, refresh_distance=60)
    refreshed: list[int] = []
    rig.widget.refreshRequested.connect(refreshed.append)
    rig.drag([(200, 300 + 25 * k) for k in range(7)])
    header = rig.widget.frame.header
    assert refreshed == [0]
    assert header is not None
    assert header.refreshing
    rig.settle()
    header = rig.widget.frame.header
    assert header is not None
    assert header.refreshing
    assert header.pull < 0
    rig.widget.endRefresh()
    rig.settle()
    header = rig.widget.frame.header
    assert header is not None
    assert not header.refreshing
    assert header.pull == 0
    assert rig.widget._strip.y() == HEADER
    assert qt_messages == []
    rig.steps.check()


def _rgb(color: QColor) -> tuple[int, int, int]:
    return (color.red(), color.green(), color.blue())


def test_grabbed_pixels_match_the_frame(rig: Rig) -> None:
    rig.widget.setCurrentIndex(1)
    rig.settle()
    image = rig.widget.grab().toImage()
    frame = rig.widget.frame
    bar, top = frame.strip.indicator, rig.strip_top()
    centre = (bar.x - frame.strip.strip_offset + bar.width / 2, top + bar.y + bar.height / 2)
    assert _rgb(image.pixelColor(round(centre[0]), round(centre[1]))) == BLUE
    # just above the bar: the strip's background
    assert _rgb(image.pixelColor(round(centre[0]), round(top + bar.y - 3))) != BLUE

    def colours(item: int) -> set[tuple[int, int, int]]:
        box = next(i.title for i in frame.strip_items if i.item == item)
        return {
            _rgb(image.pixelColor(x, y))
            for x in range(round(box.x - frame.strip.strip_offset), round(box.mid_x * 2 - box.x))
            for y in range(round(top + 8), round(top + 36))
        }

    def look(item: int) -> tuple[int, int, int]:
        color = next(i.appearance.color for i in frame.strip_items if i.item == item)
        return (round(255 * color.red), round(255 * color.green), round(255 * color.blue))

    # the selected title is drawn in its colour, the others in theirs
    assert look(1) in colours(1)
    assert look(1) not in colours(0)
    assert look(0) in colours(0)
    assert look(0) not in colours(1)


def test_keys_move_between_tabs_and_the_focus_follows(rig: Rig) -> None:
    # Under X (no window manager) the window gets the keyboard only once active.
    rig.widget.activateWindow()
    rig.qtbot.waitUntil(rig.widget.isActiveWindow, timeout=2000)  # type: ignore[attr-defined]
    rig.widget.setFocus()
    QTest.keyClick(rig.widget, Qt.Key.Key_Right)
    rig.settle()
    assert rig.widget.currentIndex() == 1
    tabs = rig.widget._strip.tabs
    assert QApplication.focusWidget() is tabs[1]
    QTest.keyClick(tabs[1], Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    rig.settle()
    assert rig.widget.currentIndex() == 2
    assert QApplication.focusWidget() is tabs[2]
    QTest.keyClick(tabs[2], Qt.Key.Key_Left)
    rig.settle()
    assert rig.widget.currentIndex() == 1


def test_each_tab_is_an_accessible_page_tab(rig: Rig) -> None:
    rig.widget.setCurrentIndex(3, animated=False)
    rig.settle()
    strip = QAccessible.queryAccessibleInterface(rig.widget._strip)
    assert strip.role() == QAccessible.Role.PageTabList
    tabs = [strip.child(i) for i in range(strip.childCount())]
    assert [tab.role() for tab in tabs] == [QAccessible.Role.PageTab] * len(TITLES)
    assert [tab.text(QAccessible.Text.Name) for tab in tabs] == TITLES
    assert [bool(tab.state().selected) for tab in tabs] == [i == 3 for i in range(len(TITLES))]


def test_right_to_left_mirrors_the_strip_and_the_drag(rig: Rig) -> None:
    rig.widget.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    rig.settle()
    first, second = rig.widget.tabRect(0), rig.widget.tabRect(1)
    assert first.right() > second.right() > W / 2  # item 0 at the right
    assert rig.lists[0].x() == 0
    rig.drag([(80 + 20 * k, 400) for k in range(7)])  # to the right: the next page
    rig.settle()
    assert rig.widget.currentIndex() == 1
    assert rig.lists[1].x() == 0


def test_insert_remove_and_move_pages(rig: Rig) -> None:
    extra = QListWidget()
    rig.widget.insertPage(1, "新闻", extra)
    frame = rig.widget.frame
    box = next(item.title for item in frame.strip_items if item.item == 1)
    assert box.width == pytest.approx(QFontMetricsF(rig.widget.font()).horizontalAdvance("新闻"))
    assert rig.widget.count() == len(TITLES) + 1
    assert rig.widget.title(1) == "新闻"
    rig.widget.setCurrentIndex(2, animated=False)
    rig.settle()
    rig.widget.movePage(2, 0)  # the selection stays on its page
    rig.settle()
    assert rig.widget.currentIndex() == 0
    assert rig.widget.widget(0) is rig.lists[1]
    assert rig.widget.removePage(2) is extra
    assert not extra.isVisible()
    rig.settle()
    assert rig.widget.count() == len(TITLES)


def test_removing_the_current_page_emits_current_changed(rig: Rig) -> None:
    # 0.7.0: removePage(currentIndex()) selected the next page silently
    # (QTabWidget emits currentChanged); the engine now says EDIT.
    rig.widget.setCurrentIndex(2, animated=False)
    rig.settle()
    changes: list[tuple[int, object]] = []
    rig.widget.currentChanged.connect(lambda index, cause: changes.append((index, cause)))
    current = rig.widget.currentIndex()
    assert current is not None
    rig.widget.removePage(current)
    rig.settle()
    assert changes == [(2, SelectionCause.EDIT)]
    assert rig.widget.currentIndex() == 2
    rig.widget.insertPage(0, "新闻", QListWidget())  # the current page moves to index 3
    rig.settle()
    assert changes[-1] == (3, SelectionCause.EDIT)


def test_pages_are_placed_where_the_frame_says(rig: Rig) -> None:
    # A far tap: 0.7.0 put page i at i * width - page_offset, so the tap's
    # pages 0 and 5 were off screen and the whole area was grey.
    rig.widget.setCurrentIndex(0, animated=False)
    rig.settle()
    rig.widget.setCurrentIndex(4)
    QTest.qWait(100)
    frame = rig.widget.frame
    assert frame.phase == PagerPhase.TRANSITIONING
    for placed in frame.pages:
        page = rig.widget.widget(placed.page)
        assert page.isVisible()
        assert page.x() == round(placed.x)
        assert page.width() == round(placed.width)
    covered = sorted((p.x, p.x + p.width) for p in frame.pages)
    assert covered[0][0] <= 0.5
    assert covered[-1][1] >= rig.widget.width() - 0.5


def test_the_message_check_can_fail(qt_messages: list[str]) -> None:
    qWarning("a warning")
    assert qt_messages == ["QtWarningMsg: a warning"]


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="no xvfb-run (make gui-deps)")
@pytest.mark.skipif(os.environ.get("QT_QPA_PLATFORM") == "xcb", reason="already under X")
def test_qt_under_xvfb() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    package = Path(__file__).parents[1]
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 800x800x24", sys.executable, "-m", "pytest",
         "-q", "-p", "no:cacheprovider", "tests/test_qt.py"],
        capture_output=True, text=True, env=env, cwd=package, timeout=300,
    )  # fmt: skip
    if "Could not load the Qt platform plugin" in result.stderr + result.stdout:
        pytest.skip("Qt's xcb plugin misses its libraries (make gui-deps installs them)")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout
    assert "failed" not in result.stdout


EXAMPLE = Path(__file__).parents[1] / "examples" / "qt_news.py"


def test_the_news_example_plays_its_session_quietly() -> None:
    # A flick to World, then a tap on Business; nothing on stderr (no Qt
    # warning, no Python traceback).
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, str(EXAMPLE), "--frames", "120"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "frames 120 selected 3 phase IDLE"
    assert result.stderr == ""


def test_a_new_font_remeasures_the_titles(rig: Rig) -> None:
    font = rig.widget.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    rig.widget.setFont(font)
    rig.settle()
    box = next(item.title for item in rig.widget.frame.strip_items if item.item == 2)
    assert box.width == pytest.approx(QFontMetricsF(font).horizontalAdvance("Tech"))


@pytest.mark.parametrize("policy", list(ListSyncPolicy))
def test_each_list_takes_the_offset_the_sync_policy_gives(
    qtbot: object, qt_messages: list[str], policy: ListSyncPolicy
) -> None:
    rig = Rig(qtbot, qt_messages, list_sync=policy)
    rig.wheel(12)  # 480: the header pins, page 0's list scrolls 324
    rig.run(0.5)
    rig.widget.setCurrentIndex(1)
    rig.settle()
    rig.wheel(1, y=300)  # page 1 moves a little under the pinned strip
    rig.run(0.5)
    rig.widget.setCurrentIndex(0)
    rig.settle()
    offsets = {visible.page: visible.list_offset for visible in rig.widget.frame.pages}
    assert rig.lists[0].verticalScrollBar().value() == round(offsets[0])
    expected = {
        ListSyncPolicy.KEEP_OWN: 12 * 40 - HEADER,  # its own, kept
        ListSyncPolicy.SYNC: 12 * 40 - HEADER,  # max(own, R) with the header pinned
        ListSyncPolicy.RESET_TO_TOP: 0.0,  # its content at its top, under the pinned strip
    }
    assert offsets[0] == pytest.approx(expected[policy])
    assert qt_messages == []
    rig.steps.check()


def test_a_drag_on_the_header_collapses_it(rig: Rig) -> None:
    rig.drag([(200, 140 - 20 * k) for k in range(6)], target=rig.header)
    header = rig.widget.frame.header
    assert header is not None
    assert header.header_offset > 50  # the slop aside, the finger's 100 pt
    assert rig.widget._strip.y() == round(header.frame.strip.y) < HEADER
    assert rig.widget.currentIndex() == 0  # a vertical drag moves no page
    rig.settle()


def test_without_a_header_the_strip_is_on_top_and_the_footer_at_the_bottom(
    qtbot: object, qt_messages: list[str]
) -> None:
    pages = [QListWidget() for _ in TITLES[:3]]
    footer = QLabel("footer")
    widget = SegmentedPager(TITLES[:3], pages, footer=footer)
    qtbot.addWidget(widget)  # type: ignore[attr-defined]
    widget.resize(W, H)
    widget.show()
    QApplication.processEvents()
    assert widget.frame.header is None
    assert widget._strip.geometry().getRect() == (0, 0, W, 44)
    assert footer.geometry().bottom() == H - 1
    assert footer.geometry().top() == H - footer.sizeHint().height()
    assert pages[0].geometry().getRect() == (0, 44, W, H - 44 - footer.sizeHint().height())
    assert qt_messages == []


def test_a_drag_on_the_strip_scrolls_it_and_it_decelerates_on_ticks(rig: Rig) -> None:
    strip = rig.widget._strip
    assert rig.widget.frame.strip_scrolls  # eight tabs are wider than 375 pt
    rig.drag([(300 - 25 * k, rig.strip_top() + 22) for k in range(7)], target=strip)
    frame = rig.widget.frame
    assert frame.strip.strip_offset > 100
    assert frame.strip_phase == StripPhase.DECELERATING
    assert rig.widget._timer.isActive()  # the fling needs ticks
    rig.run(2)
    frame = rig.widget.frame
    assert frame.strip_phase == StripPhase.HELD
    assert not rig.widget._timer.isActive()
    assert rig.widget.currentIndex() == 0  # scrolling the strip selects nothing
    # each visible tab's accessible child sits over its box on screen
    for item in frame.strip_items:
        box = rig.widget.tabRect(item.item)
        geometry = strip.tabs[item.item].geometry()
        assert (geometry.x(), geometry.width()) == (round(box.x()), round(box.width()))
        assert strip.tabs[item.item].isVisible()
    hidden = set(range(len(TITLES))) - {item.item for item in frame.strip_items}
    assert hidden
    assert not any(strip.tabs[i].isVisible() for i in hidden)


def test_a_sideways_trackpad_scroll_moves_the_pages_then_they_settle(rig: Rig) -> None:
    rig.wheel(5, pixels=QPoint(-60, 0))  # 300 pt toward the next page
    frame = rig.widget.frame
    assert frame.page_offset == pytest.approx(300)
    assert rig.lists[1].x() == W - 300
    # The engine settles the pages wheel_settle_delay after the last wheel
    # event, on the timer's ticks, with no more input.
    assert rig.widget._timer.isActive()
    rig.run(1)
    assert rig.widget.frame.page_offset == W
    assert rig.widget.currentIndex() == 1
    assert not rig.widget._timer.isActive()


# --- on a real clock -----------------------------------------------------------
#
# The tests above move a fake clock by hand, so every event of a step has
# the same time. On a real clock each read is later than the one before:
# when a list's range changed while a frame was placed (a page shown for
# the first time), its ListResized was queued with a later time than the
# tick the step had already read, the step was refused with
# EventOrderError inside mouseMoveEvent, and that frame's notifications
# (a page's load) were lost (issue 30). These tests drag through the
# window with QTest and real waits, on the widget's own monotonic clock
# and on a fake one that follows the waits, over pages that are empty
# until the pager asks for them, as in examples/qt_news.py.

SWIPE_TITLES = ["Top", "World", "Tech", "Business", "Sports"]
#: The waits: a display frame, and how long a swipe may take to settle on
#: a loaded machine (the test stops waiting as soon as it has).
FRAME_MS, SETTLE_MS = 16, 10_000


class _Shows(QObject):
    """Records each page widget's Show event, and whether it had content then."""

    def __init__(self, swiper: Swiper) -> None:
        super().__init__()
        self._swiper = swiper

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and watched in self._swiper.pages:
            index = self._swiper.pages.index(watched)
            content = "full" if self._swiper.full(index) else "EMPTY"
            self._swiper.log.append(f"show{index}:{content}")
        return False


class Swiper:
    """A shown widget over pages (``kinds``: L a QListWidget, T a QTextEdit)
    whose content is made on ``pageLoadRequested`` and dropped on
    ``pageUnloadRequested``, driven through its window with real waits."""

    def __init__(self, qtbot: QtBot, kinds: str, real: bool) -> None:
        self.qtbot = qtbot
        self.clock = None if real else Clock()
        self.pages: list[QListWidget | QTextEdit] = [
            QListWidget() if kind == "L" else QTextEdit() for kind in kinds
        ]
        self.log: list[str] = []
        self.loads: list[int] = []
        self.unloads: list[int] = []
        self.shows = _Shows(self)
        for page in self.pages:
            page.installEventFilter(self.shows)
        header = QLabel("segpager")
        header.setFixedHeight(HEADER)
        self.widget = SegmentedPager(
            SWIPE_TITLES[: len(kinds)], self.pages, header, clock=self.clock
        )
        qtbot.addWidget(self.widget)
        self.steps = Steps(self.widget)
        self.widget.pageLoadRequested.connect(self.load)
        self.widget.pageUnloadRequested.connect(self.unload)
        self.widget.resize(W, H)
        with qtbot.waitExposed(self.widget):
            self.widget.show()
        self.wait(FRAME_MS)

    def full(self, index: int) -> bool:
        page = self.pages[index]
        if isinstance(page, QListWidget):
            return page.count() > 0
        return not page.document().isEmpty()

    def load(self, index: int) -> None:
        self.loads.append(index)
        self.log.append(f"load{index}")
        page, title = self.pages[index], SWIPE_TITLES[index]
        if isinstance(page, QListWidget):
            page.addItems([f"{title} · story {n + 1}" for n in range(100)])
        else:
            page.setPlainText("\n".join(f"{title} · line {n + 1}" for n in range(200)))

    def unload(self, index: int) -> None:
        self.unloads.append(index)
        self.log.append(f"unload{index}")
        self.pages[index].clear()

    def wait(self, ms: int) -> None:
        """Real time passes (the widget's timer ticks meanwhile); a fake clock follows."""
        if self.clock is not None:
            self.clock.now += ms / 1000
        QTest.qWait(ms)

    def window(self) -> QWindow:
        window = self.widget.windowHandle()
        assert window is not None
        return window

    def swipe(self) -> None:
        """A drag from right to left over 80% of the pages' width, 25 pt a
        display frame, and the release: the first move goes to the touch
        slop, and the rest is over half a page, so the drag lands on the next
        page even with no speed left (a loaded machine's waits can be long).
        It is no faster than 1,600 pt/s: a flick over 2,600 pt/s makes the
        settle overshoot the page by half of one, so that the selection and
        the loads go to the page after and back."""
        window = self.window()
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        width = self.widget.width()
        start, moves = round(0.9 * width), round(0.8 * width / 25)
        QTest.mousePress(window, left, none, QPoint(start, 420))
        for k in range(1, moves + 1):
            self.wait(FRAME_MS)
            QTest.mouseMove(window, QPoint(start - 25 * k, 420))
        self.wait(FRAME_MS)
        QTest.mouseRelease(window, left, none, QPoint(start - 25 * moves, 420))

    def settle_on(self, index: int) -> None:
        """Waits (a frame at a time) until the pager rests on page ``index``."""
        for _ in range(SETTLE_MS // FRAME_MS):
            frame = self.widget.frame
            if frame.phase == PagerPhase.IDLE and frame.selected_index == index:
                return
            self.wait(FRAME_MS)
        frame = self.widget.frame
        raise AssertionError(f"not at rest on {index}: {frame.phase} at {frame.selected_index}")


@pytest.mark.parametrize("kinds", ["LLLLL", "TTTTT", "LTLTL"])
@pytest.mark.parametrize("real", [True, False], ids=["real-clock", "fake-clock"])
def test_three_swipes_land_on_page_3_and_each_page_loads_before_it_shows(
    qtbot: QtBot, qt_messages: list[str], kinds: str, real: bool
) -> None:
    with qtbot.captureExceptions() as exceptions:
        swiper = Swiper(qtbot, kinds, real)
        for index in (1, 2, 3):
            swiper.swipe()
            swiper.settle_on(index)
    # An exception inside a Qt virtual (mouseMoveEvent, eventFilter) goes
    # to sys.excepthook, not to the test: captured, it fails here. Every load
    # the engine asks for on the way comes, each once, in order (the pages
    # next to the selection: 0 and 1 at first, then one more a swipe), the
    # pages two behind the selection go, and each page the widget shows had
    # its load first, so it shows content.
    shows = [entry for entry in swiper.log if entry.startswith("show")]
    seen = {
        "exceptions": [f"{kind.__name__}: {value}" for kind, value, _ in exceptions],
        "index": swiper.widget.currentIndex(),
        "loads": swiper.loads,
        "unloads": swiper.unloads,
        "shown empty": [entry for entry in shows if not entry.endswith(":full")],
    }
    expected = {
        "exceptions": [],
        "index": 3,
        "loads": [0, 1, 2, 3, 4],
        "unloads": [0, 1],
        "shown empty": [],
    }
    trace = "".join(
        "".join(traceback.format_exception(kind, value, tb, limit=-3))
        for kind, value, tb in exceptions[:1]
    )
    assert seen == expected, f"{trace}\nsignals and shows: {swiper.log}\n{swiper.steps.inputs()}"
    assert {entry[4] for entry in shows} >= {"0", "1", "2", "3"}
    assert swiper.full(3)
    assert swiper.pages[3].isVisible()
    assert qt_messages == []
    swiper.steps.check()


def test_a_tab_click_the_wheel_a_resize_and_a_swipe_on_a_real_clock(
    qtbot: QtBot, qt_messages: list[str]
) -> None:
    with qtbot.captureExceptions() as exceptions:
        swiper = Swiper(qtbot, "LTLTL", real=True)
        widget = swiper.widget
        centre = widget.tabRect(2).center().toPoint()
        QTest.mouseClick(swiper.window(), Qt.MouseButton.LeftButton, pos=centre)
        swiper.settle_on(2)
        viewport = swiper.pages[2].viewport()
        at = QPointF(200, 420)
        for _ in range(6):  # 240 pt: the header's 156 collapse, then the list's 84
            swiper.wait(FRAME_MS)
            wheel = QWheelEvent(
                viewport.mapFrom(widget, at), widget.mapToGlobal(at), QPoint(0, 0),
                QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase, False,
            )  # fmt: skip
            QApplication.sendEvent(viewport, wheel)
        qtbot.waitUntil(lambda: not widget._timer.isActive(), timeout=SETTLE_MS)
        header = widget.frame.header
        assert header is not None
        assert header.header_offset == pytest.approx(HEADER)
        own = next(page.list_offset for page in widget.frame.pages if page.page == 2)
        assert own == pytest.approx(6 * 40 - HEADER)
        widget.resize(500, 700)
        swiper.wait(FRAME_MS)
        assert (widget.currentIndex(), widget.frame.page_offset) == (2, 1000)
        swiper.swipe()  # over page 2's list, onto page 3's text
        swiper.settle_on(3)
    assert [f"{kind.__name__}: {value}" for kind, value, _ in exceptions] == []
    assert swiper.loads == [0, 1, 2, 3, 4]
    assert swiper.full(3)
    assert qt_messages == []
    swiper.steps.check()


def test_a_clock_that_moves_on_every_read_takes_every_step(
    qtbot: object, qt_messages: list[str]
) -> None:
    # As on a real clock, each read is later than the last: a list's range
    # changing while its page is first placed (the drag shows page 1), and a
    # slot that feeds the widget then, queue events later than the time the
    # step read first. Deterministic: the clock moves only when read.
    rig = Rig(qtbot, qt_messages, clock=ReadClock())
    rig.lists[1].verticalScrollBar().rangeChanged.connect(lambda *_: rig.widget.endRefresh())
    rig.drag([(300 - 20 * k, 400) for k in range(7)])
    rig.settle()
    assert rig.widget.currentIndex() == 1
    assert "load2" in rig.signals
    box = rig.widget.tabRect(3)
    strip = rig.widget._strip
    point = strip.mapFrom(rig.widget, box.center()).toPoint()
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=point)
    rig.settle()
    assert rig.widget.currentIndex() == 3
    rig.wheel(6)
    rig.run(0.5)
    header = rig.widget.frame.header
    assert header is not None
    assert header.header_offset == pytest.approx(HEADER)
    rig.steps.check()
    assert rig.notes == rig.steps.notes  # every frame's notifications, each once, in order
    assert qt_messages == []


def test_a_clock_that_goes_back_never_takes_a_step_back(rig: Rig) -> None:
    # A clock set back (a fake one, or a wall clock): the widget's events
    # keep the last step's time until the clock is past it again.
    rig.clock.now -= 1.0
    rig.drag([(300 - 20 * k, 400) for k in range(7)])
    rig.widget.setCurrentIndex(3)
    rig.settle()  # it moves on once the clock has caught up
    assert rig.widget.currentIndex() == 3
    rig.steps.check()  # and once more as the fixture ends


def _select_with_a_slot(rig: Rig, index: int, slot: Callable[[int, object], None]) -> int | None:
    """Selects ``index`` (not animated) with ``slot`` on currentChanged, settles,
    and gives the index selected then."""
    rig.widget.currentChanged.connect(slot)
    rig.widget.setCurrentIndex(index, animated=False)
    rig.settle()
    return rig.widget.currentIndex()


def _selects(rig: Rig, page: int, when: int) -> Callable[[int, object], None]:
    """A currentChanged slot that selects ``page`` (not animated) when ``when`` is selected."""

    def slot(index: int, cause: object) -> None:
        if index == when:
            rig.widget.setCurrentIndex(page, animated=False)

    return slot


def test_a_slot_that_feeds_the_widget_keeps_the_signals_in_the_engines_order(
    rig: Rig,
) -> None:
    # currentChanged selects another page: that step's notifications follow
    # the rest of the first step's, as the engine made them.
    assert _select_with_a_slot(rig, 1, _selects(rig, 4, when=1)) == 4
    assert rig.notes == rig.steps.notes
    first, second = rig.notes.index("sel1<0:program"), rig.notes.index("sel4<1:program")
    assert "da1" in rig.notes[first:second]  # the first step's notifications come first


def _lifecycle_on_screen(rig: Rig) -> dict[int, str]:
    """Each page's last appearance word the app was told (wa, da, wd, dd)."""
    told: dict[int, str] = {}
    for note in rig.notes:
        for word in ("wa", "da", "wd", "dd"):
            if note.startswith(word) and note[2:].isdigit():
                told[int(note[2:])] = word
    return told


def test_a_locked_tab_slot_that_selects_back_leaves_the_app_told_what_is_on_screen(
    rig: Rig,
) -> None:
    # 0.7.0: a slot on currentChanged calling setCurrentIndex(0) (the usual
    # "this tab is locked") left the last notifications "unload 0, unload 1,
    # will-appear 3, did-appear 3" while page 0 was on screen.
    assert _select_with_a_slot(rig, 3, _selects(rig, 0, when=3)) == 0
    assert rig.widget.widget(0).isVisible()
    told = _lifecycle_on_screen(rig)
    assert told[0] == "da", rig.notes
    assert told.get(3) in (None, "dd"), rig.notes  # page 3 came and went, in order
    assert rig.notes == rig.steps.notes  # the app heard exactly what the engine said


def test_a_slot_that_removes_the_selected_page_hears_nothing_for_it_after(rig: Rig) -> None:
    # 0.7.0: a slot calling removePage(4) got SELECTED_CHANGED 4, LOAD 4 and
    # DID_APPEAR 4 for the removed page after its UNLOAD 4, while count() was 4.
    heard: list[tuple[str, int]] = []
    removed: list[int] = []
    rig.widget.notified.connect(lambda note: heard.append((note.kind.name, note.id)))

    def remove(index: int, cause: object) -> None:
        if index == 4 and not removed:
            removed.append(rig.widget._ids[4])
            rig.widget.removePage(4)

    current = _select_with_a_slot(rig, 4, remove)
    assert rig.widget.count() == len(TITLES) - 1
    assert rig.notes == rig.steps.notes
    (gone,) = removed
    last = max(k for k, (kind, page_id) in enumerate(heard) if page_id == gone)
    assert heard[last][0] in ("UNLOAD", "DID_DISAPPEAR"), heard  # its last word is its end
    assert current is not None
    assert rig.widget.widget(current).isVisible()
    assert _lifecycle_on_screen(rig)[current] == "da", rig.notes


#: each page notification's signal, by the notification's kind name
_SIGNAL_OF_KIND = {
    "SELECTED_CHANGED": "currentChanged",
    "WILL_APPEAR": "pageWillAppear",
    "DID_APPEAR": "pageDidAppear",
    "WILL_DISAPPEAR": "pageWillDisappear",
    "DID_DISAPPEAR": "pageDidDisappear",
    "LOAD": "pageLoadRequested",
    "UNLOAD": "pageUnloadRequested",
    "REFRESH": "refreshRequested",
}


class Witness:
    """Checks, as they come, that each index signal names the widget its
    notification is about (by the page's id), and that a page no longer in
    the widget gets none: every index signal is emitted just before
    ``notified`` with its notification, so the two are paired there."""

    def __init__(self, rig: Rig) -> None:
        self.widget = w = rig.widget
        #: every page there has been, by its id (``refresh`` after each edit)
        self.pages: dict[int, QWidget] = {}
        self.refresh()
        self.named: tuple[str, int, QWidget | None] | None = None
        #: (the notification, the signal and index it was emitted as, or None)
        self.heard: list[tuple[str, tuple[str, int] | None]] = []
        self.wrong: list[str] = []
        #: each page's last lifecycle signal, by the widget's id()
        self.told: dict[int, str] = {}
        for name in set(_SIGNAL_OF_KIND.values()):
            getattr(w, name).connect(lambda index, *_, name=name: self._signal(name, index))
        w.notified.connect(self._note)

    def refresh(self) -> None:
        w = self.widget
        self.pages.update(zip(w.pager.ids, (w.widget(i) for i in range(w.count())), strict=True))

    def _signal(self, name: str, index: int) -> None:
        w = self.widget
        self.named = (name, index, w.widget(index) if 0 <= index < w.count() else None)

    def _note(self, note: object) -> None:
        named, self.named = self.named, None
        kind = note.kind.name  # type: ignore[attr-defined]
        if kind not in _SIGNAL_OF_KIND:
            return
        about = self.pages[note.id]  # type: ignore[attr-defined]
        self.heard.append((str(note), None if named is None else named[:2]))
        if named is None:  # none emitted: it must be gone (no slot ran in between)
            if any(self.widget.widget(i) is about for i in range(self.widget.count())):
                self.wrong.append(f"{note}: no signal for a page still there")
        elif named[0] != _SIGNAL_OF_KIND[kind] or named[2] is not about:
            self.wrong.append(f"{note}: emitted as {named[0]}({named[1]}), another page")
        elif kind.endswith("APPEAR"):
            self.told[id(about)] = kind


@pytest.mark.parametrize(
    ("edit", "when"),
    [
        ("insert before", 3),  # the rest of the step name each page one index later
        ("remove before", 4),  # one index earlier
        ("remove it", 4),  # the selected page's own signals stop
        ("move it", 2),  # the page moved to 6 is named 6, those between shift
    ],
)
def test_a_slot_that_edits_pages_mid_step_gets_signals_naming_the_right_widget(
    rig: Rig, edit: str, when: int
) -> None:
    # #48: a currentChanged slot that inserted page 0 made the step's later
    # signals name the old indices, so pageDidAppear(3) pointed at the page
    # before the selected one, and a removed page's pageDidAppear still came.
    witness = Witness(rig)
    w = rig.widget
    edited: list[str] = []

    def slot(index: int, cause: object) -> None:
        if index != when or edited:
            return
        edited.append(edit)
        if edit == "insert before":
            w.insertPage(0, "新闻", QListWidget())
        elif edit == "remove before":
            w.removePage(0)
        elif edit == "remove it":
            w.removePage(index)
        else:
            w.movePage(index, 6)
        witness.refresh()

    w.currentChanged.connect(slot)
    w.setCurrentIndex(when, animated=False)
    rig.settle()
    assert edited == [edit]
    assert witness.wrong == [], "\n".join(witness.wrong + [str(h) for h in witness.heard])
    # the edit came mid-step: some signals after it were re-addressed or dropped
    changed = [n for n, named in witness.heard if named is None or not n.endswith(str(named[1]))]
    assert changed, witness.heard
    current = w.currentIndex()
    assert current is not None
    assert w.widget(current).isVisible()
    assert witness.told[id(w.widget(current))] == "DID_APPEAR", witness.heard
    assert rig.notes == rig.steps.notes  # notified: the engine's own, in its order


def test_a_removed_page_is_named_by_no_signal_after_it_is_gone(rig: Rig) -> None:
    # The engine tells a removed page's end (disappear, unload) in the step
    # after the edit, with the index it had: 0.8.0 emitted
    # pageUnloadRequested(2) then, which named the page that took its place.
    w = rig.widget
    w.setCurrentIndex(2, animated=False)
    rig.settle()
    witness = Witness(rig)
    gone = w.widget(2)
    assert w.removePage(2) is gone
    rig.settle()
    assert witness.wrong == [], "\n".join(witness.wrong)
    ends = [note for note, named in witness.heard if named is None]
    assert ends, witness.heard
    assert {note[:-1] for note in ends} <= {"wd", "dd", "unload"}, witness.heard
    assert w.currentIndex() == 2
    assert w.widget(2).isVisible()
