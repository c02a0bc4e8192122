"""The Qt widget (segpager.qt) driven by synthetic Qt events on the offscreen
platform: a drag with release, a tab click, a wheel collapse, a resize, a
pull-to-refresh, keys, accessibility, RTL and page edits; the grabbed
pixels at the indicator and a title are where and what the frame says; the
signals come in the engine's order; and no Qt warning is printed.

The clock is fake (each helper advances it), so the engine sees the same
times on every run; test_qt_under_xvfb runs this module again in a real X
server when ``xvfb-run`` is installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication
pytest.importorskip("PySide6.QtWidgets", reason="PySide6 is not installed (segpager[qt])")

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
    qWarning,
)
from PySide6.QtGui import QAccessible, QColor, QFontMetricsF, QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QWidget

from segpager import ListSyncPolicy, PagerPhase, StripPhase
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

    def __init__(self, qtbot: object, messages: list[str], **options: object) -> None:
        self.qtbot = qtbot
        self.clock = Clock()
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


def test_the_first_frame_notifies_after_construction(rig: Rig) -> None:
    assert rig.notes == ["sel0<-1:program", "load0", "load1", "wa0", "da0"]
    assert rig.signals == ["sel0:PROGRAM", "load0", "load1", "wa0", "da0"]


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
    assert rig.widget.pager.config.viewport_width == 500
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


def _rgb(color: QColor) -> tuple[int, int, int]:
    return (color.red(), color.green(), color.blue())


def test_grabbed_pixels_match_the_frame(rig: Rig) -> None:
    rig.widget.setCurrentIndex(1)
    rig.settle()
    image = rig.widget.grab().toImage()
    frame = rig.widget.frame
    bar, top = frame.indicator, rig.strip_top()
    centre = (bar.x - frame.strip_offset + bar.width / 2, top + bar.y + bar.height / 2)
    assert _rgb(image.pixelColor(round(centre[0]), round(centre[1]))) == BLUE
    # just above the bar: the strip's background
    assert _rgb(image.pixelColor(round(centre[0]), round(top + bar.y - 3))) != BLUE

    def colours(item: int) -> set[tuple[int, int, int]]:
        box = next(i.title for i in frame.items if i.item == item)
        return {
            _rgb(image.pixelColor(x, y))
            for x in range(round(box.x - frame.strip_offset), round(box.mid_x * 2 - box.x))
            for y in range(round(top + 8), round(top + 36))
        }

    def look(item: int) -> tuple[int, int, int]:
        color = next(i.appearance.color for i in frame.items if i.item == item)
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
    box = next(item.title for item in frame.items if item.item == 1)
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
    box = next(item.title for item in rig.widget.frame.items if item.item == 2)
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
    assert frame.strip_offset > 100
    assert frame.strip_phase == StripPhase.DECELERATING
    assert rig.widget._timer.isActive()  # the fling needs ticks
    rig.run(2)
    frame = rig.widget.frame
    assert frame.strip_phase == StripPhase.HELD
    assert not rig.widget._timer.isActive()
    assert rig.widget.currentIndex() == 0  # scrolling the strip selects nothing
    # each visible tab's accessible child sits over its box on screen
    for item in frame.items:
        box = rig.widget.tabRect(item.item)
        geometry = strip.tabs[item.item].geometry()
        assert (geometry.x(), geometry.width()) == (round(box.x()), round(box.width()))
        assert strip.tabs[item.item].isVisible()
    hidden = set(range(len(TITLES))) - {item.item for item in frame.items}
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
