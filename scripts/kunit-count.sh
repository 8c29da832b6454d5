#!/bin/sh
# Parse the KUnit TAP in a log with kunit.py, print its report, and write
# "passed failed skipped" to $COUNTS.  Exit 1 when a case failed or when
# the log holds no test at all.
# usage: kunit-count.sh LOG
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
log=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(python3 "$top/build/linux/tools/testing/kunit/kunit.py" parse "$log" 2>&1) || true
echo "$out"
line=$(echo "$out" | grep -E 'Ran [0-9]+ tests' | tail -n 1)
[ -n "$line" ] || { echo "kunit-count: no KUnit results in $1" >&2; exit 1; }
num() { echo "$line" | sed -n "s/.*$1: \([0-9]*\).*/\1/p" | grep . || echo 0; }
p=$(num passed) s=$(num skipped)
f=$(($(num failed) + $(num crashed) + $(num errors)))
[ -n "${COUNTS:-}" ] && echo "$p $f $s" >"$COUNTS"
echo "kunit: $p passed, $f failed, $s skipped"
[ "$f" = 0 ] && [ "$((p + s))" != 0 ]
