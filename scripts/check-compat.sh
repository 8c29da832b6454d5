#!/bin/sh
# API compatibility: compile every in-tree C file that uses the channel
# lookup API (of_dma_*, dma_request_chan, dma_request_slave_channel,
# dma_request_channel, dma_slave_map) under an ARM allmodconfig with the
# series applied.  Files the config does not build are counted apart.
# usage: check-compat.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
src=$top/build/linux
kmake() {
	make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" "$@"
}
[ -f "$out/.config" ] || kmake allmodconfig >/dev/null
kmake -j"$(nproc)" prepare >/dev/null 2>&1 || kmake prepare
files=$(git -C "$src" grep -l -E \
	'of_dma_|dma_request_chan|dma_request_slave_channel|dma_request_channel|dma_slave_map' \
	-- '*.c' ':!Documentation' ':!tools' ':!samples')
# Which of them this config builds, from the Makefiles and .config
# shellcheck disable=SC2086
python3 "$top/scripts/kbuild-built.py" "$src" "$out/.config" arm $files >"$out/compat.list"
total=$(echo "$files" | wc -w)
n=$(wc -l <"$out/compat.list")
echo "compat: $n of $total files using the API are built by ARM allmodconfig"
# One make for all objects (parallel make runs in one build directory
# race); -k to go on past a failure, then every object must exist.
# shellcheck disable=SC2046
(cd "$out" && rm -f $(cat compat.list))
# shellcheck disable=SC2046
kmake -k -j"$(nproc)" $(cat "$out/compat.list") >"$out/compat.log" 2>&1 || true
missing() {
	: >"$out/compat.failed"
	while read -r o; do
		[ -f "$out/$o" ] || echo "$o" >>"$out/compat.failed"
	done <"$out/compat.list"
}
missing
# Single-object targets in one parallel make can race on a shared
# directory (fixdep missing a .d file): build what is missing once more,
# one at a time, so that only a real compile error fails the check.
if [ -s "$out/compat.failed" ]; then
	echo "compat: $(wc -l <"$out/compat.failed") missing after the parallel pass, built again one by one"
	while read -r o; do
		kmake "$o" >>"$out/compat.log" 2>&1 || true
	done <"$out/compat.failed"
	missing
fi
if [ -s "$out/compat.failed" ]; then
	echo "compat: $(wc -l <"$out/compat.failed") of $n failed to compile:"
	cat "$out/compat.failed"
	grep -E 'error:' "$out/compat.log" | head -n 30
	exit 1
fi
echo "compat: $n files compiled, 0 failures"
