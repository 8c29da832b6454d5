#!/bin/sh
# Boot QEMU -M vexpress-a9 with a kernel, a dtb and an initramfs, save the
# console to LOG, and kill QEMU after $BOOT_TIMEOUT seconds (default 300).
# $QEMU_SMP (default 4) and $QEMU_OPTS change the machine (the benchmark).
# usage: boot.sh ZIMAGE DTB INITRD LOG [KERNEL ARG...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
zimage=$1 dtb=$2 initrd=$3 log=$4
shift 4
# shellcheck disable=SC2086
exec "$top/scripts/qemu-run.sh" "$log" "${BOOT_TIMEOUT:-300}" \
	qemu-system-arm -M vexpress-a9 -smp "${QEMU_SMP:-4}" -m 512M ${QEMU_OPTS:-} \
	-display none -monitor none -serial stdio -no-reboot -audiodev none,id=snd0 \
	-kernel "$zimage" -dtb "$dtb" -initrd "$initrd" \
	-append "console=ttyAMA0 panic=-1 dma_sim_board.enable=1 $*"
