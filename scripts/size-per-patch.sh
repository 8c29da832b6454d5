#!/bin/sh
# Core text per patch: the objects bench.sh counts (scripts/core-objects),
# built with the benchmark's config
# (config/vexpress.config + config/bench.config: no DEBUG_FS, no
# DYNAMIC_DEBUG) at the base and after each patch of the series, in the
# worktree build/bisect-src.  Prints text bytes, the growth over the base
# and what the patch itself adds.
# usage: size-per-patch.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"; out=$(cd "$1" && pwd)
tree=$top/build/linux
src=$top/build/bisect-src
[ -d "$src" ] || git -C "$tree" worktree add -q --detach "$src" base
cat "$top/config/vexpress.config" "$top/config/bench.config" >"$out/fragment.config"
kmake() {
	make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" "$@"
}
n=0 first= prev=
printf '%-3s %7s %7s %7s  %s\n' patch text total step subject
for c in $(git -C "$tree" rev-parse base) $(git -C "$tree" rev-list --reverse base..HEAD); do
	git -C "$src" checkout -q --detach "$c"
	kmake KCONFIG_ALLCONFIG="$out/fragment.config" allnoconfig >"$out/config.log" 2>&1
	rm -f "$out"/drivers/dma/*.o
	kmake -j"$(nproc)" drivers/dma/ >"$out/build.log" 2>&1 ||
		{ echo "size: build failed at $c" >&2; tail -n 20 "$out/build.log" >&2; exit 1; }
	text=0
	for o in $(grep -v "^#" "$top/scripts/core-objects"); do
		[ -f "$out/drivers/dma/$o" ] || continue
		text=$((text + $(size "$out/drivers/dma/$o" | awk 'NR == 2 { print $1 }')))
	done
	[ -n "$first" ] || first=$text
	[ -n "$prev" ] || prev=$text
	printf '%-3s %7d %+7d %+7d  %s\n' "$n" "$text" $((text - first)) $((text - prev)) \
		"$(git -C "$tree" log -1 --format=%s "$c" | cut -c1-60)"
	prev=$text
	n=$((n + 1))
done
