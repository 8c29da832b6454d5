#!/bin/sh
# sparse (C=2) and W=1 on every C file the series touches that the ARM
# config builds; any warning fails.  Also kernel-doc on every touched
# C file and header.
# usage: check-c.sh ARM_BUILD_DIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$(cd "$1" && pwd)
bad=0
objs=
for f in $("$top/scripts/touched.sh" '*.c'); do
	o=${f%.c}.o
	if [ -f "$out/$o" ]; then objs="$objs $o"; else echo "check-c: $f not built in this config, skipped"; fi
done
if [ -n "$objs" ]; then
	# shellcheck disable=SC2086
	log=$(make -s -C "$top/build/linux" O="$out" ARCH=arm \
		CROSS_COMPILE=arm-linux-gnueabihf- CC="ccache arm-linux-gnueabihf-gcc" \
		C=2 W=1 $objs 2>&1) || bad=1
	if echo "$log" | grep -E 'warning|error' >/dev/null; then
		echo "$log"
		bad=1
	fi
	echo "check-c: sparse + W=1 on$objs: $([ $bad = 0 ] && echo clean || echo issues)"
fi
# kernel-doc: only warnings the base version of the file does not have
for f in $("$top/scripts/touched.sh" '*.c' '*.h'); do
	new=$(cd "$top/build/linux" && scripts/kernel-doc -none -Wall "$f" 2>&1 |
		sed 's/:[0-9]*: /: /' | sort -u)
	old=$(cd "$top/build/linux" && git show "base:$f" 2>/dev/null >"$out/.kdoc-base" &&
		scripts/kernel-doc -none -Wall "$out/.kdoc-base" 2>&1 |
		sed "s|$out/.kdoc-base|$f|; s/:[0-9]*: /: /" | sort -u || true)
	added=$(printf '%s\n' "$new" | grep -vxF -e "$old" -e '' || true)
	[ -z "$added" ] || { echo "$added"; bad=1; }
done
rm -f "$out/.kdoc-base"
echo "check-c: kernel-doc on touched files: $([ $bad = 0 ] && echo clean || echo issues)"
exit $bad
