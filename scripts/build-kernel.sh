#!/bin/sh
# Configure (allnoconfig + config fragments) and build the ARM kernel and
# dtbs for QEMU vexpress-a9, out of tree, through ccache, and the
# project's own dtbs (dtb.sh) when the tree has the series.
# $SRC is the source tree (default build/linux), $TARGETS more make goals;
# $KARCH, $KCROSS and $KIMAGE (default arm, arm-linux-gnueabihf-, zImage)
# build for another architecture (the raspi3b kernels: arm64; x86_64 with
# KCROSS= for the host compiler, and no dtbs).
# usage: build-kernel.sh OUTDIR FRAGMENT...
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"; out=$(cd "$1" && pwd)
shift
cat "$@" >"$out/fragment.config.new"
kmake() {
	make -s -C "${SRC:-$top/build/linux}" O="$out" ARCH="${KARCH:-arm}" \
		CROSS_COMPILE="${KCROSS-arm-linux-gnueabihf-}" \
		CC="ccache ${KCROSS-arm-linux-gnueabihf-}gcc" "$@"
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
dtbs=dtbs
[ "${KARCH:-arm}" = x86_64 ] && dtbs=
kmake -j"$(nproc)" "${KIMAGE:-zImage}" $dtbs ${TARGETS:-}
# the project's device trees need the series' binding header (not in the
# upstream trees that bench and rpi build beside it)
if [ "${KARCH:-arm}" = arm ] &&
   [ -f "${SRC:-$top/build/linux}/include/dt-bindings/dma/dma-sim.h" ]; then
	"$top/scripts/dtb.sh" "$out" "${SRC:-$top/build/linux}" >/dev/null
fi
echo "build-kernel: $out/arch/${KARCH:-arm}/boot/${KIMAGE:-zImage}"
