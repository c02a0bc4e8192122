"""Collection settings for the whole package directory: segpager/qt.py is
an optional extra (segpager[qt]), so its doctests are collected only where
PySide6 is installed."""

import importlib.util

collect_ignore = [] if importlib.util.find_spec("PySide6") else ["segpager/qt.py"]
