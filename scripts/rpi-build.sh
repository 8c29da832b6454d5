#!/bin/sh
# Build the raspi2b kernels of one source tree ($SRC, default build/linux)
# in OUTDIR (raspi3b, arm64, with BOARD=raspi3b): with the DMA driver as a
# module (phases C and D), then built in (config/rpi.config, or
# config/rpi3.config), one after the other in the same build directory,
# so that the second one rebuilds only what the driver changes.  Copies
# both kernels, the modules and the in-tree DTB to OUTDIR/qemu and makes
# the boot files there.
# usage: rpi-build.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1/qemu"; out=$(cd "$1" && pwd)
if [ "${BOARD:-raspi2b}" = raspi3b ]; then
	export KARCH=arm64 KCROSS=aarch64-linux-gnu- KIMAGE=Image
	frag=$top/config/rpi3.config dtb=bcm2837-rpi-3-b.dtb
	echo "qemu-system-aarch64 -M raspi3b" >"$out/qemu/machine"
else
	frag=$top/config/rpi.config dtb=bcm2836-rpi-2-b.dtb
	echo "qemu-system-arm -M raspi2b" >"$out/qemu/machine"
fi
boot=$out/arch/${KARCH:-arm}/boot
grep -v '^CONFIG_DMA_BCM2835=' "$frag" >"$out/qemu/nodma.config"
echo 'CONFIG_DMA_BCM2835=m' >>"$out/qemu/nodma.config"
TARGETS=modules "$top/scripts/build-kernel.sh" "$out" "$out/qemu/nodma.config"
cp "$boot/${KIMAGE:-zImage}" "$out/qemu/kernel-nodma"
cp "$out/drivers/dma/virt-dma.ko" "$out/drivers/dma/bcm2835-dma.ko" "$out/qemu/"
"$top/scripts/build-kernel.sh" "$out" "$frag"
cp "$boot/${KIMAGE:-zImage}" "$out/qemu/kernel"
cp "$boot/dts/broadcom/$dtb" "$out/qemu/board.dtb"
"$top/scripts/rpi-image.sh" "$out" "$out/qemu"
