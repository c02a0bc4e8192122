"""A pager is not carried across fork (segpager.h, "Handles"; issue #48): in
a forked child the parent's ``Pager`` raises ``HandleError`` saying "used
after fork" instead of hanging, closing it is quiet, and the child's own
pagers work. Each child is waited for with a timeout and killed if it hangs,
so a regression fails the test instead of stopping the suite."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import traceback
import warnings
from collections.abc import Callable

import pytest

import segpager
from segpager import HandleError, Pager, TabTapped, Tick

W = 375.0
TITLES = [50.0] * 6
FORKS = 10
#: A child that has not exited by then hung: it is killed and the test fails.
CHILD_SECONDS = 20.0
#: The message of a call on the parent's pager in the child (C's, then the status).
USED_AFTER_FORK = (
    r"^segpager_pager_\w+: pager: must not be used after fork .*\(SEGPAGER_E_HANDLE\)$"
)


def fork_and_wait(child: Callable[[], None]) -> None:
    """Runs ``child`` in a forked child, which must exit 0 (an exception in
    it prints its traceback and exits 1) within ``CHILD_SECONDS``."""
    with warnings.catch_warnings():  # 3.12+: "this process is multi-threaded"
        warnings.simplefilter("ignore", DeprecationWarning)
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the child: never back into pytest
        code = 1
        try:
            child()
            code = 0
        except BaseException:
            traceback.print_exc()
            sys.stderr.flush()
        finally:
            os._exit(code)
    deadline = time.monotonic() + CHILD_SECONDS
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail(f"a forked child hung: killed after {CHILD_SECONDS:g} s")
        time.sleep(0.005)
    assert os.waitstatus_to_exitcode(status) == 0, "the child failed (its traceback is above)"


def own_pager_works() -> None:
    with Pager(TITLES, W) as pager:
        frame = pager.step([TabTapped(0.0, 3)])
        for k in range(1, 121):
            frame = pager.step([Tick(k / 60)])
        assert frame.selected_index == 3


def refuses_the_parents(pager: Pager) -> None:
    """In the child: each call on the parent's pager is HandleError (a
    ValueError) saying so; close() forgets it, then it is closed."""
    calls: list[Callable[[], object]] = [
        lambda: pager.step([Tick(1e6)]),
        lambda: pager.insert_item(0, 40.0, id=99),
        lambda: pager.set_strip_style(segpager.StripStyle()),
        lambda: pager.config,
    ]
    for call in calls:
        with pytest.raises(HandleError, match=USED_AFTER_FORK) as caught:
            call()
        assert isinstance(caught.value, ValueError)
        assert caught.value.status_name == "SEGPAGER_E_HANDLE"
    pager.close()  # quiet: C frees nothing of the parent's, by design
    assert pager.closed
    with pytest.raises(ValueError, match="closed"):
        pager.step([Tick(1e6)])


def test_a_parents_pager_is_refused_in_a_child_forked_while_a_thread_steps_it() -> None:
    # 0.8.0: the child's first call hung, 10 forks in 10, on the lock of
    # the step under way on a thread the child does not have
    pager = Pager(TITLES, W)
    stop = threading.Event()
    steps = [0]
    problems: list[BaseException] = []

    def stepper() -> None:
        t = 0.0
        try:
            while not stop.is_set():
                batch: list[segpager.Event] = []
                for _ in range(16):
                    t += 1 / 240
                    batch.append(Tick(t))
                pager.step(batch)
                steps[0] += 1
        except BaseException as error:  # pragma: no cover - a failure
            problems.append(error)

    thread = threading.Thread(target=stepper)
    thread.start()
    try:
        for _ in range(FORKS):
            seen = steps[0]
            while steps[0] < seen + 5 and thread.is_alive():
                time.sleep(0.001)

            def child() -> None:
                refuses_the_parents(pager)
                own_pager_works()

            fork_and_wait(child)
    finally:
        stop.set()
        thread.join()
    assert not problems
    pager.step([Tick(1e6)])  # still the parent's own
    pager.close()


def test_a_child_refuses_every_parent_pager_and_its_own_work() -> None:
    # no thread at the fork: the rule is the same for every pager made
    # before it, whether or not a call was under way
    parents = [Pager(TITLES, W) for _ in range(3)]
    parents[0].step([Tick(0.0)])

    def child() -> None:
        for pager in parents:
            refuses_the_parents(pager)
        own_pager_works()

        def grandchild() -> None:  # the child's pager, one fork further
            with Pager(TITLES, W) as mine:
                mine.step([Tick(0.0)])

                def in_grandchild() -> None:
                    refuses_the_parents(mine)
                    own_pager_works()

                fork_and_wait(in_grandchild)
                mine.step([Tick(1.0)])

        grandchild()

    fork_and_wait(child)
    for pager in parents:
        pager.step([Tick(1.0)])
        pager.close()
