#!/usr/bin/env bash
# Installs the wheel from `make wheel` into a fresh venv that has nothing but
# pip (no repo on sys.path, no SEGPAGER_LIBRARY), from outside the repo, and
# checks the package loads the library the wheel carries and the command runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
wheel=$(ls "$root"/.build/dist/segpager-*.whl)
case "$wheel" in *-py3-none-manylinux_2_*_x86_64.whl) ;; *) echo "check_wheel: $wheel is not a py3-none-manylinux wheel" >&2; exit 1;; esac
# The library once: no second copy (auditwheel's segpager.libs/) under another name.
python3 -c 'import sys, zipfile; libs = [n for n in zipfile.ZipFile(sys.argv[1]).namelist() if ".so" in n]; sys.exit(libs != ["segpager/libsegpager.so"] and f"libraries in the wheel: {libs}")' "$wheel" \
  || { echo "check_wheel: $wheel must hold segpager/libsegpager.so and no other library" >&2; exit 1; }
# No placeholder metadata (#31): no field that says UNKNOWN, example.invalid or nothing.
python3 -c 'import re, sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode(); bad = [l for l in meta.split("\n\n")[0].splitlines() if re.search(r"UNKNOWN|example\.invalid|^[\w-]+:\s*$", l)]; sys.exit(f"placeholder metadata: {bad}" if bad else 0)' "$wheel" \
  || { echo "check_wheel: $wheel has placeholder metadata" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("segpager/libsegpager.so", sys.argv[2])' "$wheel" "$work/unpacked"
library="$work/unpacked/segpager/libsegpager.so"
ldd "$library" > "$work/ldd.txt"
if grep -q libswift "$work/ldd.txt"; then
  echo "check_wheel: the packaged library needs a Swift runtime:" >&2; cat "$work/ldd.txt" >&2; exit 1
fi
# Stripped, at most 7 MB (7,000,000 bytes), its debug info kept in .build/debug under its build id.
# (Each tool's output is read whole before grep: with pipefail, `tool | grep -q`
# fails when grep stops reading first and the tool dies of SIGPIPE.)
sections=$(readelf -S "$library")
if grep -q '\.debug_info' <<< "$sections"; then echo "check_wheel: the packaged library has debug info" >&2; exit 1; fi
size=$(wc -c < "$library")
[ "$size" -le 7000000 ] || { echo "check_wheel: the packaged library is $size bytes, over 7 MB (7,000,000 bytes)" >&2; exit 1; }
id=$(readelf -n "$library" | sed -n 's/.*Build ID: //p')
debug="$root/.build/debug/.build-id/$(echo "$id" | cut -c1-2)/$(echo "$id" | cut -c3-).debug"
debug_sections=$(readelf -S "$debug" 2>/dev/null || true)
grep -q '\.debug_info' <<< "$debug_sections" || { echo "check_wheel: no debug info at $debug" >&2; exit 1; }
# The tag is the one auditwheel gives the wheel as it is: nothing to repair.
tag=$(basename "$wheel" .whl | sed 's/.*-py3-none-//')
"$root/.build/venv/bin/auditwheel" show "$wheel" > "$work/auditwheel.txt"
# (it wraps its lines: compare with the whitespace collapsed)
shown=$(tr -s ' \n' '  ' < "$work/auditwheel.txt")
grep -q "consistent with the following platform tag: \"$tag\"" <<< "$shown" \
  || { echo "check_wheel: auditwheel does not agree with $tag:" >&2; cat "$work/auditwheel.txt" >&2; exit 1; }
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
help=$(env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" --help)
grep -q "render" <<< "$help" \
  || { echo "check_wheel: segpager --help does not list its commands" >&2; exit 1; }
env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" layout "$work/venv/lib/python3"*/site-packages/segpager/specs/news.json > "$work/layout.json"
grep -q '"content_width"' "$work/layout.json" || { echo "check_wheel: segpager layout printed no layout" >&2; exit 1; }
# trace goes through Pager.run, which this venv runs without numpy (memoryview columns)
env -u SEGPAGER_LIBRARY "$work/venv/bin/python" -c 'import numpy' 2>/dev/null \
  && { echo "check_wheel: the clean venv has numpy" >&2; exit 1; }
specs=$(echo "$work/venv/lib/python3"*/site-packages/segpager/specs)
env -u SEGPAGER_LIBRARY "$work/venv/bin/segpager" trace "$specs/news.json" --script "$specs/swipe.json" > "$work/trace.json"
[ "$(grep -c '"page_offset"' "$work/trace.json")" = 151 ] || { echo "check_wheel: segpager trace without numpy did not print 151 frames" >&2; exit 1; }
echo "check_wheel: $(basename "$wheel") ($tag by auditwheel; library $size bytes, stripped) installs into a clean venv; no libswift* in ldd; import, segpager --help, layout and trace (without numpy) work"
