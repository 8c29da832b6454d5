#!/bin/sh
# Bisectability: build the ARM kernel at every commit of the series, in a
# separate worktree of build/linux so the work tree is left alone.
# usage: bisect.sh OUTDIR FRAGMENT...
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"; out=$(cd "$1" && pwd)
shift
src=$top/build/bisect-src
tree=$top/build/linux
[ -d "$src" ] || git -C "$tree" worktree add -q --detach "$src" base
cat "$@" >"$out/fragment.config"
n=0
for c in $(git -C "$tree" rev-list --reverse base..HEAD); do
	n=$((n + 1))
	git -C "$src" checkout -q --detach "$c"
	printf 'bisect: %2d %s ... ' "$n" "$(git -C "$tree" log -1 --format=%s "$c")"
	# Kconfig may warn about fragment symbols later patches add; only
	# the build itself must be free of warnings.
	if make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" KCONFIG_ALLCONFIG="$out/fragment.config" \
		allnoconfig >"$out/config.log" 2>&1 &&
	   make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" -j"$(nproc)" zImage dtbs >"$out/log" 2>&1 &&
	   ! grep -E 'warning:|error:' "$out/log" >/dev/null; then
		echo ok
	else
		echo FAILED
		tail -n 30 "$out/log"
		exit 1
	fi
done
echo "bisect: all $n commits build"
