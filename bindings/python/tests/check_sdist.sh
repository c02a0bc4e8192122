#!/usr/bin/env bash
# The sdist from `make sdist`: it carries the Swift sources; on a PATH without
# Swift, building it stops with one clear line; with Swift, pip builds a wheel
# from it (the library compiled from source, printing what it does), which
# installs into a clean venv and imports from outside the repository.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
sdist=$(ls "$root"/.build/sdist/segpager-*.tar.gz)
python="$root/.build/venv/bin/python"   # has setuptools (the build runs without isolation: no network)
listing=$(tar tzf "$sdist")
for f in native/Package.swift native/Makefile native/Sources/SegPagerABI/Exports+Pager.swift \
         native/Sources/SegPager/Pager/Pager.swift native/bindings/c/segpager.h native/bindings/c/segpager.map \
         setup.py pyproject.toml segpager/__init__.py segpager/specs/news.json; do
  grep -q "^segpager-[^/]*/$f\$" <<< "$listing" || { echo "check_sdist: $f is not in $sdist" >&2; exit 1; }
done
if grep -q -E '\.so$|/\.build/|__pycache__' <<< "$listing"; then
  echo "check_sdist: $sdist carries build products:" >&2; grep -E '\.so$|/\.build/|__pycache__' <<< "$listing" >&2; exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar xzf "$sdist" -C "$work"
src=$(ls -d "$work"/segpager-*/)
# Without Swift on PATH: one line that says what is missing, and no traceback.
if env PATH=/usr/bin:/bin "$python" -m pip wheel --quiet --disable-pip-version-check --no-deps \
     --no-build-isolation -w "$work/none" "$src" > "$work/noswift.txt" 2>&1; then
  echo "check_sdist: the sdist built without Swift on PATH" >&2; exit 1
fi
grep -q "segpager: building libsegpager.so from source needs swift on PATH" "$work/noswift.txt" \
  || { echo "check_sdist: no clear message without Swift:" >&2; cat "$work/noswift.txt" >&2; exit 1; }
# With Swift: built from source, the progress lines shown (pip -v).
"$python" -m pip wheel -v --disable-pip-version-check --no-deps --no-build-isolation \
  -w "$work/dist" "$src" > "$work/build.txt" 2>&1 \
  || { echo "check_sdist: building the sdist failed:" >&2; tail -40 "$work/build.txt" >&2; exit 1; }
grep -q "segpager: building libsegpager.so from the Swift sources" "$work/build.txt" \
  || { echo "check_sdist: the build did not say what it was doing" >&2; exit 1; }
wheel=$(ls "$work"/dist/segpager-*.whl)
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-index "$wheel"
cd "$work"
env -u SEGPAGER_LIBRARY -u PYTHONPATH "$work/venv/bin/python" - <<'PY'
import pathlib, segpager
site = pathlib.Path(segpager.__file__).parent
assert "site-packages" in site.parts, site
assert (site / "libsegpager.so").exists()
assert segpager.__version__ == segpager.library_version()
assert segpager.strip_layout([50, 200, 40], 320).content_width == 320
PY
echo "check_sdist: $(basename "$sdist") carries the sources; without Swift it says so in one line; with Swift it built $(basename "$wheel"), which installs and imports"
