#!/usr/bin/env bash
# Installs into a temporary prefix with `make install`, then builds the pager
# example with nothing but `cc $(pkg-config --cflags --libs segpager)` and runs it.
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
cc "$root/bindings/c/examples/pager_session.c" $(pkg-config --cflags --libs segpager) -o "$prefix/pager_session"
LD_LIBRARY_PATH="$prefix/lib" "$prefix/pager_session" > "$prefix/out.txt"
grep -q "sel5" "$prefix/out.txt" || { echo "check_install: the session never selected tab 5" >&2; exit 1; }
echo "check_install: installed $version to a temporary prefix; pager_session built with pkg-config and ran ($(wc -l < "$prefix/out.txt") frames)"
