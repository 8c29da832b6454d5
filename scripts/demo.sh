#!/bin/sh
# The main job: boot QEMU vexpress-a9 with the simulated DMA controllers
# and show what channels the loopback clients got by name, how they got
# them and what they moved.
# usage: demo.sh ZIMAGE DTB ARM_BUILD_DIR BOOT_DIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$4"
"$top/scripts/initramfs.sh" "$3" "$4/initrd.cpio"
rc=0
"$top/scripts/boot.sh" "$1" "$2" "$4/initrd.cpio" "$4/demo.log" || rc=$?
"$top/scripts/kunit-count.sh" "$4/demo.log" | tail -n 1 | sed 's/^kunit:/KUnit on this boot:/'
echo
"$top/scripts/demo-report.sh" "$4/demo.log" || rc=1
echo "demo: console log in $4/demo.log; $([ $rc = 0 ] && echo 'every client passed' || echo FAILED)"
exit $rc
