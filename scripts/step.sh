#!/bin/sh
# Run one step of "make check", log it to build/logs/NAME.log and record
# its counts in build/results/NAME ("passed failed skipped").  A step that
# counts test cases itself writes them to the file named by $COUNTS;
# otherwise the step counts as one check, passed when it exits 0.
# usage: step.sh NAME COMMAND [ARG...]
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
name=$1
shift
mkdir -p "$top/build/logs" "$top/build/results"
log=$top/build/logs/$name.log
COUNTS=$top/build/results/$name.counts
export COUNTS
rm -f "$COUNTS"
start=$(date +%s)
"$@" >"$log" 2>&1
rc=$?
secs=$(($(date +%s) - start))
if [ -s "$COUNTS" ]; then
	read -r p f s <"$COUNTS"
	[ "$rc" != 0 ] && [ "$f" = 0 ] && f=1	# failed without saying which case
else
	p=1 f=0 s=0
	[ "$rc" != 0 ] && p=0 f=1
fi
echo "$p $f $s $secs" >"$top/build/results/$name"
if [ "$f" != 0 ]; then
	echo "FAIL  $name ($p passed, $f failed, ${secs}s); last lines of build/logs/$name.log:"
	tail -n 25 "$log" | sed 's/^/      /'
else
	echo "ok    $name ($p passed, $s skipped, ${secs}s)"
fi
exit "$rc"
