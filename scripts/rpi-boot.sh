#!/bin/sh
# Boot the raspi2b (or raspi3b) phases of the kernels rpi-build.sh made in
# DIR/qemu: "boot" (read through DMA), A and B (unbind and bind the DMA
# controller and sdhost, with slub_debug=FZPU so that any use of freed
# data shows),
# C (the DMA driver a module that is not loaded: PIO once the driver core
# stops waiting), D (deferred_probe_timeout=-1 keeps sdhost waiting until
# the module is loaded late; fw_devlink=off, so that the dmaengine lookup,
# not fw_devlink, is what waits).  Logs in DIR/qemu/<phase>.log;
# then the table of rpi-report.sh, judged with --check.
# usage: rpi-boot.sh DIR KERNEL_NAME [--check]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1/qemu name=$2
for phase in boot A B C D; do
	kernel=$out/kernel args=
	case $phase in
	A|B) args=slub_debug=FZPU ;;
	C) kernel=$out/kernel-nodma ;;
	D) kernel=$out/kernel-nodma args="deferred_probe_timeout=-1 fw_devlink=off" ;;
	esac
	RPI_QEMU=$(cat "$out/machine") "$top/scripts/boot-rpi.sh" "$kernel" "$out/board.dtb" \
		"$out/$phase.cpio" "$out/sd.img" "$out/$phase.log" $args ||
		echo "rpi-boot: $name phase $phase: see $out/$phase.log" >&2
done
"$top/scripts/rpi-report.sh" ${3:-} "$name:$1"
