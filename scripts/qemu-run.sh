#!/bin/sh
# Run a QEMU command line with its console in LOG, kill it after TIMEOUT
# seconds, and judge the log (log-check.sh): the end of boot.sh and
# boot-x86.sh.
# usage: qemu-run.sh LOG TIMEOUT QEMU [ARG...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
log=$1 t=$2
shift 2
rc=0
timeout -k 5 "$t" "$@" </dev/null >"$log" 2>&1 || rc=$?
if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
	echo "boot: QEMU killed after ${t}s; last lines of $log:" >&2
	tail -n 30 "$log" >&2
	exit 1
fi
[ "$rc" = 0 ] || { echo "boot: QEMU exited with $rc" >&2; tail -n 30 "$log" >&2; exit 1; }
"$top/scripts/log-check.sh" "$log"
