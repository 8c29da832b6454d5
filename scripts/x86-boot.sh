#!/bin/sh
# Boot the x86_64 kernel of x86-build.sh on QEMU q35 with the SSDT and
# the views of boot/x86, into OUTDIR/boot/LOGNAME.
# usage: x86-boot.sh OUTDIR LOGNAME
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
b=$1/boot
INIT_CC=gcc VIEWS=$top/boot/x86/views "$top/scripts/initramfs.sh" "$1" "$b/initrd.cpio"
"$top/scripts/boot-x86.sh" "$1/arch/x86_64/boot/bzImage" "$b/ssdt.aml" \
	"$b/initrd.cpio" "$b/$2"
