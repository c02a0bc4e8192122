#!/usr/bin/env bash
# Installs into a temporary prefix with `make install`, then builds the pager
# example with nothing but `cc $(pkg-config --cflags --libs segpager)` (and
# again with the README's rpath flag, and with CMake's find_package) and runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make -s -C "$root" install PREFIX="$prefix" >/dev/null
# The header is the one place the version is written: ask the C compiler.
printf '#include <stdio.h>\n#include "segpager.h"\nint main(void) { printf("%%s %%d\\n", SEGPAGER_VERSION_STRING, SEGPAGER_VERSION_MAJOR); return 0; }\n' \
  > "$prefix/version.c"
cc -I"$root/bindings/c" "$prefix/version.c" -o "$prefix/version"
read -r expected major < <("$prefix/version")
for f in lib/libsegpager.so "lib/libsegpager.so.$major" "lib/libsegpager.so.$expected" include/segpager.h lib/pkgconfig/segpager.pc; do
  [ -e "$prefix/$f" ] || { echo "check_install: $f was not installed" >&2; exit 1; }
done
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
version=$(pkg-config --modversion segpager)
[ "$version" = "$expected" ] || { echo "check_install: pkg-config says $version, the header $expected" >&2; exit 1; }
# No placeholder field (#31): an optional field that is not true is left out.
if grep -Eq 'example\.invalid|UNKNOWN|^[A-Za-z]+:[[:space:]]*$' "$prefix/lib/pkgconfig/segpager.pc"; then
  echo "check_install: segpager.pc has a placeholder field:" >&2; cat "$prefix/lib/pkgconfig/segpager.pc" >&2; exit 1
fi
cc "$root/bindings/c/examples/pager_session.c" $(pkg-config --cflags --libs segpager) -o "$prefix/pager_session"
LD_LIBRARY_PATH="$prefix/lib" "$prefix/pager_session" > "$prefix/out.txt"
grep -q "sel5" "$prefix/out.txt" || { echo "check_install: the session never selected tab 5" >&2; exit 1; }
# The README's rpath flag: the program then starts with no LD_LIBRARY_PATH.
cc "$root/bindings/c/examples/pager_session.c" $(pkg-config --cflags --libs segpager) \
  -Wl,-rpath,"$(pkg-config --variable=libdir segpager)" -o "$prefix/pager_session_rpath"
env -u LD_LIBRARY_PATH "$prefix/pager_session_rpath" | cmp -s - "$prefix/out.txt" \
  || { echo "check_install: the rpath build did not run as the other" >&2; exit 1; }
# The CMake package: find_package(segpager) and the imported target, built
# with the pinned CMake from the repo's venv (cmake adds the build rpath).
cmake="$root/.build/venv/bin/cmake"
mkdir -p "$prefix/cmake-user"
cat > "$prefix/cmake-user/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.16)
project(segpager_user C)
find_package(segpager $expected EXACT REQUIRED)
add_executable(pager_session "$root/bindings/c/examples/pager_session.c")
target_link_libraries(pager_session PRIVATE segpager::segpager)
CMAKE
"$cmake" -S "$prefix/cmake-user" -B "$prefix/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" > "$prefix/cmake.log" 2>&1 \
  && "$cmake" --build "$prefix/cmake-build" >> "$prefix/cmake.log" 2>&1 \
  || { echo "check_install: find_package(segpager) failed:" >&2; cat "$prefix/cmake.log" >&2; exit 1; }
env -u LD_LIBRARY_PATH "$prefix/cmake-build/pager_session" | cmp -s - "$prefix/out.txt" \
  || { echo "check_install: the CMake build did not run as the pkg-config one" >&2; exit 1; }
# A version this install does not satisfy is refused (before 1.0: same minor).
sed -i "s/segpager $expected EXACT/segpager $major.$(( $(echo "$expected" | cut -d. -f2) + 1 ))/" "$prefix/cmake-user/CMakeLists.txt"
if "$cmake" -S "$prefix/cmake-user" -B "$prefix/cmake-build2" -DCMAKE_PREFIX_PATH="$prefix" > "$prefix/cmake2.log" 2>&1; then
  echo "check_install: find_package accepted a later minor version" >&2; exit 1
fi
echo "check_install: installed $version to a temporary prefix; pager_session built with pkg-config (with and without rpath) and with find_package(segpager), and ran ($(wc -l < "$prefix/out.txt") frames)"
