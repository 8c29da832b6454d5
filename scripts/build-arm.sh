#!/bin/sh
# Configure (allnoconfig + config fragments) and build the ARM kernel and
# dtbs for QEMU vexpress-a9, out of tree, through ccache.
# $SRC is the source tree (default build/linux), $TARGETS more make goals.
# usage: build-arm.sh OUTDIR FRAGMENT...
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"; out=$(cd "$1" && pwd)
shift
cat "$@" >"$out/fragment.config.new"
kmake() {
	make -s -C "${SRC:-$top/build/linux}" O="$out" ARCH=arm \
		CROSS_COMPILE=arm-linux-gnueabihf- CC="ccache arm-linux-gnueabihf-gcc" "$@"
}
# Reconfigure only when the fragments changed, so warm builds stay warm.
if ! cmp -s "$out/fragment.config.new" "$out/fragment.config" || [ ! -f "$out/.config" ]; then
	mv "$out/fragment.config.new" "$out/fragment.config"
	kmake KCONFIG_ALLCONFIG="$out/fragment.config" allnoconfig >/dev/null
else
	rm -f "$out/fragment.config.new"
	kmake olddefconfig >/dev/null
fi
"$top/scripts/config-check.sh" "$out/fragment.config" "$out/.config"
kmake -j"$(nproc)" zImage dtbs ${TARGETS:-}
echo "build-arm: $out/arch/arm/boot/zImage"
