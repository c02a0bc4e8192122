#!/usr/bin/env bash
# Installs the wheel from `make wheel` into a fresh venv that has nothing but
# pip (no repo on sys.path, no SEGPAGER_LIBRARY), from outside the repo, and
# checks the package loads the library the wheel carries and the command runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
wheel=$(ls "$root"/.build/dist/segpager-*.whl)
case "$wheel" in *-py3-none-linux_*.whl) ;; *) echo "check_wheel: $wheel is not a py3-none-linux wheel" >&2; exit 1;; esac
python3 -c 'import sys, zipfile; sys.exit("segpager/libsegpager.so" not in zipfile.ZipFile(sys.argv[1]).namelist())' "$wheel" \
  || { echo "check_wheel: no libsegpager.so in $wheel" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("segpager/libsegpager.so", sys.argv[2])' "$wheel" "$work/unpacked"
ldd "$work/unpacked/segpager/libsegpager.so" > "$work/ldd.txt"
if grep -q libswift "$work/ldd.txt"; then
  echo "check_wheel: the packaged library needs a Swift runtime:" >&2; cat "$work/ldd.txt" >&2; exit 1
fi
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-index "$wheel"
cd "$work"
env -u SEGPAGER_LIBRARY -u PYTHONPATH "$work/venv/bin/python" - <<'PY'
import pathlib, segpager
from segpager import _ffi
site = pathlib.Path(segpager.__file__).parent
assert "site-packages" in site.parts, f"imported from {site}, not an installed package"
loaded = pathlib.Path(_ffi._library._name)
assert str(site).startswith(str(pathlib.Path.cwd())), f"imported from {site}, not the venv"
assert loaded == site / "libsegpager.so", f"loaded {loaded}, not the wheel's library"
assert segpager.__version__ == segpager.library_version(), "version mismatch"
# The README's first example: 50, 200, 40 pt titles in a 320 pt strip.
assert segpager.strip_layout([50, 200, 40], 320).content_width == 320
PY
env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" --help | grep -q "render" \
  || { echo "check_wheel: segpager --help does not list its commands" >&2; exit 1; }
env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" layout "$work/venv/lib/python3"*/site-packages/segpager/specs/news.json > "$work/layout.json"
grep -q '"content_width"' "$work/layout.json" || { echo "check_wheel: segpager layout printed no layout" >&2; exit 1; }
# trace goes through Pager.run, which this venv runs without numpy (memoryview columns)
env -u SEGPAGER_LIBRARY "$work/venv/bin/python" -c 'import numpy' 2>/dev/null \
  && { echo "check_wheel: the clean venv has numpy" >&2; exit 1; }
specs=$(echo "$work/venv/lib/python3"*/site-packages/segpager/specs)
env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" trace "$specs/news.json" --script "$specs/swipe.json" > "$work/trace.json"
[ "$(grep -c '"page_offset"' "$work/trace.json")" = 151 ] || { echo "check_wheel: segpager trace without numpy did not print 151 frames" >&2; exit 1; }
echo "check_wheel: $(basename "$wheel") installs into a clean venv; no libswift* in ldd; import, segpager --help, layout and trace (without numpy) work"
