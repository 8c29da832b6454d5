#!/bin/sh
# Fail when a kernel console log shows a crash or a debug report, or when
# the boot init did not reach its end.  Only the log up to the end of init
# counts: on debug builds, vexpress' power-off driver takes a mutex in an
# atomic notifier, an upstream problem lockdep reports at every power-off.
# usage: log-check.sh LOG
set -eu
bad='unreferenced object 0x|Oops|Internal error:|Kernel panic|BUG:|WARNING:|cut here|KASAN:|UBSAN:|kmemleak: [0-9]+ new suspected|possible (recursive|circular) locking|inconsistent lock state|INFO: task .* blocked|Unable to handle kernel|refcount_t:|OF: ERROR'
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
tr -d '\r' <"$1" | sed '/^dmalookup-init: done/q' >"$tmp"
if grep -nE "$bad" "$tmp" >/dev/null; then
	echo "log-check: $1 shows a kernel report:" >&2
	grep -nE -A 12 "$bad" "$tmp" | head -n 40 >&2
	exit 1
fi
grep -q '^dmalookup-init: done' "$tmp" || {
	echo "log-check: $1: init did not finish; last lines:" >&2
	tail -n 30 "$1" >&2
	exit 1
}
