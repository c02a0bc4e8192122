"""A news app in Qt: segpager.qt.SegmentedPager with a collapsing header, a
footer and long lists that load when the engine says so.

Drag the pages or flick them, click a tab, press Left/Right or Ctrl+Tab,
scroll a list with the wheel (the header collapses first, then the list
scrolls; each page keeps its own offset), pull a list down past its top to
refresh it. The app only makes widgets and reacts to the pager's signals;
the widget feeds Qt's events to the engine and places everything from its
frames.

    python qt_news.py              # the window
    python qt_news.py --shot P     # no window: a scripted mid-swipe, grabbed to P (PNG)
    python qt_news.py --frames N   # no window: the scripted session for N frames, then quits

With ``--shot`` and ``--frames`` it runs on Qt's offscreen platform unless
QT_QPA_PLATFORM says otherwise, on a fake clock, so each run is the same.
"""

from __future__ import annotations

import argparse
import os
import sys

TITLES = ["Top", "World", "Tech", "Business", "Sports", "Science", "Travel", "Food", "Culture"]
ROWS = 100  # a long list per page
WIDTH, HEIGHT = 375, 640
DT = 1 / 60


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--shot", help="grab a scripted mid-swipe to this PNG and exit")
    parser.add_argument("--frames", type=int, help="play the scripted session for N frames")
    args = parser.parse_args()
    scripted = args.shot is not None or args.frames is not None
    if scripted:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QWidget

    from segpager.qt import SegmentedPager

    app = QApplication(sys.argv[:1])
    now = [0.0]
    lists = [QListWidget() for _ in TITLES]
    for rows in lists:  # stories to read, not to select
        rows.setSelectionMode(QListWidget.SelectionMode.NoSelection)
    header = QLabel("segpager news")
    header.setFixedHeight(156)
    header.setAlignment(Qt.AlignmentFlag.AlignCenter)
    header.setStyleSheet("background: rgb(255, 122, 69); color: white; font-size: 28px;")
    footer = QLabel()
    footer.setContentsMargins(12, 6, 12, 6)
    footer.setStyleSheet("background: rgb(245, 245, 245); color: rgb(90, 90, 90);")
    pager = SegmentedPager(
        TITLES,
        lists,
        header,
        footer,
        refresh_distance=60,
        clock=(lambda: now[0]) if scripted else None,
    )
    pager.setWindowTitle("segpager news")

    # Content arrives when the engine asks for it and goes when it says.
    def load(page: int) -> None:
        rows = lists[page]
        if rows.count() == 0:
            rows.addItems([f"{TITLES[page]} · story {n + 1}" for n in range(ROWS)])

    def refresh(page: int) -> None:
        footer.setText(f"refreshing {TITLES[page]}…")

        def done() -> None:
            lists[page].insertItem(0, f"{TITLES[page]} · breaking news")
            footer.setText(f"{TITLES[page]} is fresh")
            pager.endRefresh()

        QTimer.singleShot(0 if scripted else 800, done)

    pager.pageLoadRequested.connect(load)
    pager.pageUnloadRequested.connect(lambda page: lists[page].clear())
    pager.refreshRequested.connect(refresh)
    pager.currentChanged.connect(
        lambda index, cause: footer.setText(f"{TITLES[index]} ({cause.name.lower()})")
    )
    pager.resize(WIDTH, HEIGHT)
    pager.show()
    if not scripted:
        sys.exit(app.exec())

    pressed: list[QWidget] = [pager]

    def mouse(kind: QEvent.Type, x: float, y: float) -> None:
        """A left-button event where a window system would send it: to the
        widget under a press, then to that one until the release."""
        at = QPointF(x, y)
        if kind == QEvent.Type.MouseButtonPress:
            pressed[0] = pager.childAt(at.toPoint()) or pager
        target = pressed[0]
        left = Qt.MouseButton.LeftButton
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else left
        buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else left
        event = QMouseEvent(
            kind,
            target.mapFrom(pager, at),
            pager.mapToGlobal(at),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(target, event)

    # The scripted session: a drag that stops mid-swipe (the shot), its
    # release and fling, a tab click, then time passing.
    script = {
        5: (QEvent.Type.MouseButtonPress, 300.0, 420.0),
        **{5 + k: (QEvent.Type.MouseMove, 300.0 - 22 * k, 422.0) for k in range(1, 8)},
        14: (QEvent.Type.MouseButtonRelease, 146.0, 422.0),  # a flick
        60: (QEvent.Type.MouseButtonPress, 240.0, 180.0),  # the strip: a tap on Business
        62: (QEvent.Type.MouseButtonRelease, 240.0, 180.0),
    }
    frames = args.frames if args.frames is not None else 13
    for n in range(frames):
        QApplication.processEvents()
        now[0] += DT
        if n in script:
            mouse(*script[n])
        pager.tick()
        if args.shot is not None and n == 12:
            pager.grab().save(args.shot)
    frame = pager.frame
    print(f"frames {frames} selected {frame.selected_index} phase {frame.phase.name}")


if __name__ == "__main__":
    main()
