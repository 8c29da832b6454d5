#!/bin/sh
# Boot QEMU x86_64 -M q35 (ACPI, no device tree) with a kernel, an SSDT and
# an initramfs, save the console to LOG, kill QEMU after $BOOT_TIMEOUT
# seconds (default 600).  KVM where /dev/kvm is usable, else TCG.
# usage: boot-x86.sh BZIMAGE SSDT.aml INITRD LOG [KERNEL ARG...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kernel=$1 ssdt=$2 initrd=$3 log=$4
shift 4
accel=tcg
[ -w /dev/kvm ] && accel=kvm
exec "$top/scripts/qemu-run.sh" "$log" "${BOOT_TIMEOUT:-600}" \
	qemu-system-x86_64 -M q35 -accel "$accel" -smp 2 -m 512M \
	-display none -monitor none -serial stdio -no-reboot \
	-kernel "$kernel" -initrd "$initrd" -acpitable file="$ssdt" \
	-append "console=ttyS0 panic=-1 dma_sim_board.enable=1 $*"
