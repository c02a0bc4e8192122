#!/usr/bin/env bash
# The bad-input matrix cannot skip a function: every function that segpager.h
# declares with SEGPAGER_API, and every function the library exports, must
# have a row in test_bad_input_matrix.c's table (its --list), and every row
# must name a declared function. With FUZZ_SOURCE, every declared function
# must also be called by the fuzz harness.
set -euo pipefail
usage="usage: check_matrix.sh MATRIX_BINARY LIB HEADER [FUZZ_SOURCE]"
matrix=${1:?$usage}
lib=${2:?$usage}
header=${3:?$usage}
fuzz=${4:-}
fail=0
complain() { echo "check_matrix: $*" >&2; fail=1; }

# Each declaration, joined onto one line, from SEGPAGER_API to its ';'.
declared=$(awk '/^SEGPAGER_API/ { s = $0; while (s !~ /;/ && (getline line) > 0) s = s " " line; print s }' "$header" \
  | grep -o -E '\bsegpager_[a-z0-9_]+ *\(' | tr -d ' (' | sort -u)
exported=$(nm -D --defined-only "$lib" | awk '{print $NF}' | grep '^segpager_' | sort -u)
rows=$("$matrix" --list | sort)
duplicates=$(printf '%s\n' "$rows" | uniq -d)
rows=$(printf '%s\n' "$rows" | uniq)

[ -n "$declared" ] || complain "found no SEGPAGER_API declarations in $header"
[ -z "$duplicates" ] || complain "functions with more than one row: $(echo $duplicates)"
missing=$(comm -23 <(printf '%s\n' "$declared") <(printf '%s\n' "$rows"))
[ -z "$missing" ] || complain "declared in $header without a row in the bad-input matrix: $(echo $missing)"
unexported=$(comm -23 <(printf '%s\n' "$exported") <(printf '%s\n' "$rows"))
[ -z "$unexported" ] || complain "exported by $lib without a row in the bad-input matrix: $(echo $unexported)"
stale=$(comm -13 <(printf '%s\n' "$declared") <(printf '%s\n' "$rows"))
[ -z "$stale" ] || complain "rows for functions $header does not declare: $(echo $stale)"

if [ -n "$fuzz" ]; then
  unfuzzed=$(for f in $declared; do grep -q -E "\b$f\(" "$fuzz" || echo "$f"; done)
  [ -z "$unfuzzed" ] || complain "declared in $header but never called by $fuzz: $(echo $unfuzzed)"
fi

count=$(printf '%s\n' "$declared" | grep -c .)
[ "$fail" = 0 ] && echo "check_matrix: all $count declared and exported functions have a bad-input row${fuzz:+ and are fuzzed}"
exit "$fail"
