#!/bin/sh
# Boot QEMU $RPI_QEMU (default qemu-system-arm -M raspi2b) with a kernel,
# the in-tree DTB, an initramfs and the SD image (-snapshot: it stays as
# made), save the console to LOG, kill QEMU after $BOOT_TIMEOUT seconds
# (default 120), then check the log.
# usage: boot-rpi.sh KERNEL DTB INITRD SDIMAGE LOG [KERNEL ARG...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kernel=$1 dtb=$2 initrd=$3 sd=$4 log=$5
shift 5
rc=0
# shellcheck disable=SC2086
timeout -k 5 "${BOOT_TIMEOUT:-120}" ${RPI_QEMU:-qemu-system-arm -M raspi2b} \
	-nographic -no-reboot -monitor none -serial stdio \
	-kernel "$kernel" -dtb "$dtb" -initrd "$initrd" \
	-drive file="$sd",if=sd,format=raw -snapshot \
	-append "earlycon=pl011,0x3f201000 console=ttyAMA0 rdinit=/init panic=-1 $*" \
	</dev/null >"$log" 2>&1 || rc=$?
[ "$rc" = 0 ] || echo "boot-rpi: QEMU exited with $rc" >&2
"$top/scripts/log-check.sh" "$log" && [ "$rc" = 0 ]
