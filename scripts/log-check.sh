#!/bin/sh
# Fail when a kernel console log shows a crash or a debug report, or when
# the boot init did not reach its end.
# usage: log-check.sh LOG
set -eu
bad='unreferenced object 0x|Oops|Internal error:|Kernel panic|BUG:|WARNING:|cut here|KASAN:|UBSAN:|kmemleak: [0-9]+ new suspected|possible (recursive|circular) locking|inconsistent lock state|INFO: task .* blocked|Unable to handle kernel|refcount_t:|OF: ERROR: memory leak'
if grep -nE "$bad" "$1" >/dev/null; then
	echo "log-check: $1 shows a kernel report:" >&2
	grep -nE -A 12 "$bad" "$1" | head -n 40 >&2
	exit 1
fi
grep -q '^dmalookup-init: done' "$1" || {
	echo "log-check: $1: init did not finish; last lines:" >&2
	tail -n 30 "$1" >&2
	exit 1
}
