"""Nothing a caller does to one pager crashes the process or loses a frame
(issue 35): several threads on one pager, calls nested from a finalizer, and
a step interrupted by Ctrl-C."""

from __future__ import annotations

import gc
import signal
import threading
from typing import Any

import pytest

import segpager
from segpager import NotificationKind, Pager, ReentrantCallError, TabTapped, Tick

W = 375.0
TITLES = [50.0] * 8


def words(frame: segpager.PagerFrame) -> list[str]:
    return [str(n) for n in frame.notifications]


def test_threads_step_edit_and_close_one_pager() -> None:
    # 0.7.0: two threads stepping one pager crashed (SIGSEGV), and a step
    # beside set_items gave a double free or a TypeError in _read_items.
    pager = Pager(TITLES, W)
    clock = threading.Lock()
    now = [0.0]
    seen: list[tuple[float, int, segpager.Notification]] = []
    problems: list[BaseException] = []

    def tick() -> float:
        with clock:
            now[0] += 1 / 240
            return now[0]

    def stepper(who: int) -> None:
        for k in range(1500):
            t = tick()
            events: list[segpager.Event] = [Tick(t)]
            if k % 50 == who:
                events.insert(0, TabTapped(t, (k + who) % 6))
            try:
                frame = pager.step(events)
            except (segpager.EventOrderError, segpager.IndexOutOfRangeError):
                continue  # another thread's later time came first; a tab just removed
            except ValueError:  # closed while it ran
                assert pager.closed
                return
            except BaseException as error:  # pragma: no cover - a failure
                problems.append(error)
                return
            assert frame.selected_index is not None
            with clock:
                seen.extend((frame.time, i, n) for i, n in enumerate(frame.notifications))

    def editor() -> None:
        for k in range(300):
            try:
                if k % 2:
                    pager.remove_item(6)
                else:
                    pager.insert_item(6, 40.0, id=100 + k)
                if k % 50 == 0:
                    pager.set_items(TITLES, ids=range(8))
            except ValueError:
                return
            except BaseException as error:  # pragma: no cover - a failure
                problems.append(error)
                return

    threads = [threading.Thread(target=stepper, args=(w,)) for w in range(4)]
    threads.append(threading.Thread(target=editor))
    for thread in threads:
        thread.start()
    while len(seen) < 50 and any(t.is_alive() for t in threads):
        threading.Event().wait(0.01)
    pager.close()  # while the steppers still run: they see a closed pager
    for thread in threads:
        thread.join()
    assert problems == []
    assert seen
    # In the engine's order, every page's loads and unloads alternate.
    loaded: dict[int, bool] = {}
    for _, _, note in sorted(seen, key=lambda s: (s[0], s[1])):
        if note.kind == NotificationKind.LOAD:
            assert not loaded.get(note.id), note
            loaded[note.id] = True
        elif note.kind == NotificationKind.UNLOAD:
            assert loaded.get(note.id), note
            loaded[note.id] = False


def test_a_finalizer_that_steps_the_pager_mid_step_is_refused() -> None:
    # 0.7.0: a finalizer stepping the pager during Pager.step overwrote the
    # shared frame: the outer step returned the nested one's values and lost
    # its own notifications.
    twin = Pager(TITLES, W)
    pager = Pager(TITLES, W)
    refused: list[str] = []

    class StepsOnCollection:
        def __init__(self) -> None:
            self.cycle = self

        def __del__(self) -> None:
            try:
                pager.step([Tick(50.0)])
            except ReentrantCallError as error:
                refused.append(str(error))

    real = pager._stepper._call

    def call_then_collect(*args: Any) -> int:
        status: int = real(*args)
        StepsOnCollection()
        gc.collect()  # the finalizer runs here, inside Pager.step
        return status

    pager._stepper._call = call_then_collect
    events: list[segpager.Event] = [Tick(0.0), TabTapped(0.0, 5), Tick(0.1)]
    frame = pager.step(events)
    expected = twin.step(events)
    assert len(refused) == 1
    assert "Pager.step" in refused[0]
    assert "changed nothing" in refused[0]
    assert words(frame) == words(expected)
    assert frame.page_offset == expected.page_offset
    # the nested call changed nothing: the next steps agree too
    pager._stepper._call = real
    assert words(pager.step([Tick(1.0)])) == words(twin.step([Tick(1.0)]))
    pager.close()
    twin.close()


def test_a_step_interrupted_after_the_engine_applied_it_keeps_its_frame() -> None:
    # 0.7.0: a KeyboardInterrupt raised as the C call returned lost the frame
    # and its notifications, while the pager had moved on.
    twin = Pager(TITLES, W)
    pager = Pager(TITLES, W)
    assert pager.last_frame is None
    first = pager.step([Tick(0.0)])
    twin.step([Tick(0.0)])
    real = pager._stepper._call

    def call_then_interrupt(*args: Any) -> int:
        real(*args)
        raise KeyboardInterrupt

    pager._stepper._call = call_then_interrupt
    events: list[segpager.Event] = [TabTapped(1.0, 5), Tick(2.0)]
    with pytest.raises(KeyboardInterrupt):
        pager.step(events)
    pager._stepper._call = real
    kept = pager.last_frame
    expected = twin.step(events)
    assert kept is not None
    assert words(kept) == words(expected)
    assert "load5" in words(kept)
    assert kept.selected_index == expected.selected_index == 5
    assert kept.time == 2.0
    # it is a frame of its own: later steps leave it as it is
    pager.step([Tick(3.0)])
    assert kept.time == 2.0
    assert first.time == 0.0
    pager.close()
    twin.close()


def test_a_real_ctrl_c_during_a_long_step_loses_no_frame() -> None:
    pager = Pager(TITLES, W)
    before = pager.step([Tick(0.0)])
    batch: list[segpager.Event] = [TabTapped(1.0, 7)]
    batch += [Tick(1.0 + k * 1e-6) for k in range(1_000_000)]
    signal.setitimer(signal.ITIMER_REAL, 0.05)
    previous = signal.signal(signal.SIGALRM, signal.default_int_handler)

    def interrupted() -> None:
        pager.step(batch)
        signal.pause()  # (a fast machine: the interrupt comes here, after the step)

    try:
        with pytest.raises(KeyboardInterrupt):
            interrupted()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    kept = pager.last_frame
    assert kept is not None
    # Either the step applied nothing, or its frame is kept, whole.
    if kept.time == before.time:
        assert kept.selected_index == 0
    else:
        assert kept.selected_index == 7
        assert "load7" in words(kept)
        assert "sel7<0:tap" in words(kept)
    pager.close()


def test_times_past_the_bound_are_refused() -> None:
    # 0.7.0: at 1e16 s times stepped by 2 s, and at 1e308 a settle never ended.
    with Pager(TITLES, W) as pager:
        pager.step([Tick(1.0)])
        with pytest.raises(segpager.OutOfRangeError, match=r"events\[1\]\.time: must be in -1e12"):
            pager.step([Tick(2.0), Tick(1e16)])
        assert pager.last_frame is not None
        assert pager.last_frame.time == 1.0  # nothing applied
        assert pager.step([Tick(1e12)]).time == 1e12  # SEGPAGER_MAX_TIME itself is a time
