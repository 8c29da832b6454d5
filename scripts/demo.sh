#!/bin/sh
# Boot QEMU vexpress-a9 and show what the boot printed from init on: the
# channels drivers got by name and the dmaengine views.
# usage: demo.sh ZIMAGE DTB ARM_BUILD_DIR BOOT_DIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$4"
"$top/scripts/initramfs.sh" "$3" "$4/initrd.cpio"
rc=0
"$top/scripts/boot.sh" "$1" "$2" "$4/initrd.cpio" "$4/demo.log" || rc=$?
grep -E '# Totals:|^\[ *[0-9.]+\] (dma|of_dma|dmaengine)' "$4/demo.log" || true
sed -n '/Run \/init as init process/,$p' "$4/demo.log"
echo "demo: console log in $4/demo.log"
exit $rc
