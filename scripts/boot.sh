#!/bin/sh
# Boot QEMU -M vexpress-a9 with a kernel, a dtb and an initramfs, save the
# console to LOG, and kill QEMU after $BOOT_TIMEOUT seconds (default 300).
# $QEMU_SMP (default 4) and $QEMU_OPTS change the machine (the benchmark).
# usage: boot.sh ZIMAGE DTB INITRD LOG [KERNEL ARG...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
zimage=$1 dtb=$2 initrd=$3 log=$4
shift 4
t=${BOOT_TIMEOUT:-300}
rc=0
timeout -k 5 "$t" qemu-system-arm -M vexpress-a9 -smp "${QEMU_SMP:-4}" -m 512M ${QEMU_OPTS:-} \
	-display none -monitor none -serial stdio -no-reboot -audiodev none,id=snd0 \
	-kernel "$zimage" -dtb "$dtb" -initrd "$initrd" \
	-append "console=ttyAMA0 panic=-1 $*" </dev/null >"$log" 2>&1 || rc=$?
if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
	echo "boot: QEMU killed after ${t}s; last lines of $log:" >&2
	tail -n 30 "$log" >&2
	exit 1
fi
[ "$rc" = 0 ] || { echo "boot: QEMU exited with $rc" >&2; tail -n 30 "$log" >&2; exit 1; }
"$top/scripts/log-check.sh" "$log"
