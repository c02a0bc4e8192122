"""Python's str() of a notification is the compact form the Swift door's
description prints too (Tests/SegPagerTests/DescriptionTests.swift holds the
same table): one row per kind, and the missing-value forms."""

from __future__ import annotations

import pytest

from segpager import HeaderPhase, Notification, NotificationKind, SelectionCause

K = NotificationKind


def note(kind: NotificationKind, page: int, **fields: object) -> Notification:
    return Notification(kind, page, id=100 + page, time=1.0, **fields)  # type: ignore[arg-type]


CASES = [
    (note(K.SELECTED_CHANGED, 5, previous=1, cause=SelectionCause.TAP), "sel5<1:tap"),
    (note(K.SELECTED_CHANGED, 1, previous=0, cause=SelectionCause.DRAG), "sel1<0:drag"),
    (note(K.SELECTED_CHANGED, 0, cause=SelectionCause.PROGRAM), "sel0<-1:program"),
    (note(K.SELECTED_CHANGED, 2, previous=1), "sel2<1:?"),
    (note(K.WILL_APPEAR, 2), "wa2"),
    (note(K.DID_APPEAR, 2), "da2"),
    (note(K.WILL_DISAPPEAR, 2), "wd2"),
    (note(K.DID_DISAPPEAR, 2), "dd2"),
    (note(K.LOAD, 3), "load3"),
    (note(K.UNLOAD, 3), "unload3"),
    (note(K.REUSE, 4, previous=0), "reuse4<0"),
    (note(K.REUSE, 4), "reuse4<-1"),
    (
        note(
            K.HEADER_PHASE,
            0,
            header_phase=HeaderPhase.PINNED,
            previous_header_phase=HeaderPhase.EXPANDED,
        ),
        "header:expanded>pinned",
    ),
    (note(K.HEADER_PHASE, 0), "header:?>?"),
    (note(K.REFRESH, 0), "refresh0"),
]


@pytest.mark.parametrize(("notification", "text"), CASES)
def test_a_notification_reads_as_the_swift_description(
    notification: Notification, text: str
) -> None:
    assert str(notification) == text
