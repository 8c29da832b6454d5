#!/bin/sh
# The main job: boot QEMU vexpress-a9 with the simulated DMA controllers
# and show what channels the loopback clients got by name, how they got
# them and what they moved; then the same on QEMU x86_64 q35 (ACPI, no
# device tree) if X86_BUILD_DIR is given.
# usage: demo.sh ZIMAGE DTB ARM_BUILD_DIR BOOT_DIR [X86_BUILD_DIR]
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
[ $# -ge 5 ] || exit $rc
x86=$5 xrc=0
echo
echo "== x86_64 q35: ACPI, software nodes and tables, CONFIG_OF=n =="
"$top/scripts/x86-boot.sh" "$x86" demo.log || xrc=$?
"$top/scripts/kunit-count.sh" "$x86/boot/demo.log" | tail -n 1 | sed 's/^kunit:/KUnit on this boot:/'
echo
"$top/scripts/x86-report.sh" "$x86/boot/demo.log" || xrc=1
echo "demo: x86_64 console log in $x86/boot/demo.log; $([ $xrc = 0 ] && echo 'every client passed' || echo FAILED)"
[ $rc = 0 ] && [ $xrc = 0 ]
