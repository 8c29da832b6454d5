#!/bin/sh
# coccicheck (every script of scripts/coccinelle, report mode) on every C
# file the series touches that the ARM config builds.
# usage: check-cocci.sh ARM_BUILD_DIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1
objs=
for f in $("$top/scripts/touched.sh" '*.c'); do
	[ -f "$out/${f%.c}.o" ] && objs="$objs ${f%.c}.o"
done
[ -n "$objs" ] || { echo "cocci: no touched C file"; exit 0; }
# shellcheck disable=SC2086
log=$(make -s -C "$top/build/linux" O="$out" ARCH=arm \
	CROSS_COMPILE=arm-linux-gnueabihf- CC="ccache arm-linux-gnueabihf-gcc" \
	C=2 CHECK="$top/build/linux/scripts/coccicheck" MODE=report \
	SPFLAGS=--very-quiet $objs 2>&1) || { echo "$log"; exit 1; }
rep=$(echo "$log" | grep -E '^[^ ]+\.[ch]:[0-9]+' || true)
[ -z "$rep" ] || { echo "$rep"; echo "cocci: issues"; exit 1; }
echo "cocci:$objs: clean"
