#!/usr/bin/env bash
# Checks the release library against its contract:
#   - the dynamic symbol table holds only segpager_* symbols;
#   - every function the header declares is exported, and every export is declared;
#   - no libswift* is NEEDED (the Swift runtime is linked in statically);
#   - no absolute RUNPATH/RPATH; the SONAME is libsegpager.so.<MAJOR>;
#   - the runtime's Unicode scalar name tables are left out, and the stub
#     that leaves them out is linked in (the --wrap in the Makefile's
#     RELEASE_FLAGS: Sources/SegPagerABI/ScalarNames.swift). A library with
#     no local symbols (stripped) passes the first half unchecked.
set -euo pipefail
lib=${1:?usage: check_library.sh LIB HEADER}
header=${2:?usage: check_library.sh LIB HEADER}
fail=0
complain() { echo "check_library: $*" >&2; fail=1; }

defined=$(nm -D --defined-only "$lib" | awk '{print $NF}' | sort -u)
stray=$(printf '%s\n' "$defined" | grep -v '^segpager_' || true)
[ -z "$stray" ] || complain "symbols other than segpager_* in the dynamic table: $(echo $stray)"

exported=$(printf '%s\n' "$defined" | grep '^segpager_' || true)
declared=$(grep -o -E '\bsegpager_[a-z0-9_]+ *\(' "$header" | tr -d ' (' | sort -u)
missing=$(comm -13 <(printf '%s\n' "$exported") <(printf '%s\n' "$declared"))
undeclared=$(comm -23 <(printf '%s\n' "$exported") <(printf '%s\n' "$declared"))
[ -z "$missing" ] || complain "declared in $header but not exported: $(echo $missing)"
[ -z "$undeclared" ] || complain "exported but not declared in $header: $(echo $undeclared)"

dynamic=$(readelf -d "$lib")
if printf '%s\n' "$dynamic" | grep -q 'NEEDED.*libswift'; then
  complain "needs a Swift runtime library: $(printf '%s\n' "$dynamic" | grep NEEDED | grep libswift)"
fi
paths=$(printf '%s\n' "$dynamic" | grep -E 'R(UN)?PATH' | sed -E 's/.*\[(.*)\]/\1/' || true)
for entry in $(printf '%s\n' "$paths" | tr ':' ' '); do
  case "$entry" in
    /*) complain "absolute RUNPATH entry: $entry" ;;
  esac
done
major=$(sed -n -E 's/^#define SEGPAGER_VERSION_MAJOR ([0-9]+).*/\1/p' "$header")
printf '%s\n' "$dynamic" | grep -q "SONAME.*\[libsegpager.so.$major\]" \
  || complain "SONAME is not libsegpager.so.$major"

# (each tool's output is read whole before grep: see check_wheel.sh)
symbols=$(nm "$lib" 2>/dev/null || true)
if grep -q '_swift_stdlib_names' <<< "$symbols"; then
  complain "the runtime's Unicode scalar name tables are linked in (is --wrap=_swift_stdlib_getScalarName in RELEASE_FLAGS?)"
fi
undefined=$(nm -D --undefined-only "$lib" | awk '{print $NF}')
wraps=$(printf '%s\n' "$undefined" | grep '^__wrap_' || true)
[ -z "$wraps" ] || complain "a --wrap without its stub (undefined): $(echo $wraps)"

count=$(printf '%s\n' "$exported" | grep -c . || true)
[ "$fail" = 0 ] && echo "check_library: $count exports, all declared; no libswift NEEDED; no absolute RUNPATH; SONAME ok; no Unicode name tables"
exit "$fail"
