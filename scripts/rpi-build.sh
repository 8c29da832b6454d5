#!/bin/sh
# Build the raspi2b kernels of one source tree ($SRC, default build/linux)
# in OUTDIR: with the DMA driver as a module (phases C and D), then built
# in (config/rpi.config), one after the other in the same build
# directory, so that the second one rebuilds only what the driver
# changes.  Copies both zImages, the module and the in-tree DTB to
# OUTDIR/qemu and makes the boot files there.
# usage: rpi-build.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1/qemu"; out=$(cd "$1" && pwd)
boot=$out/arch/arm/boot
grep -v '^CONFIG_DMA_BCM2835=' "$top/config/rpi.config" >"$out/qemu/nodma.config"
echo 'CONFIG_DMA_BCM2835=m' >>"$out/qemu/nodma.config"
TARGETS=modules "$top/scripts/build-arm.sh" "$out" "$out/qemu/nodma.config"
cp "$boot/zImage" "$out/qemu/zImage-nodma"
cp "$out/drivers/dma/virt-dma.ko" "$out/drivers/dma/bcm2835-dma.ko" "$out/qemu/"
"$top/scripts/build-arm.sh" "$out" "$top/config/rpi.config"
cp "$boot/zImage" "$out/qemu/zImage"
cp "$boot/dts/broadcom/bcm2836-rpi-2-b.dtb" "$out/qemu/"
"$top/scripts/rpi-image.sh" "$out" "$out/qemu"
