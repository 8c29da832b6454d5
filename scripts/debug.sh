#!/bin/sh
# The reliability run: the ARM kernel with KASAN, lockdep, kmemleak and
# debug objects (config/debug.config), booted on QEMU; the KUnit suites
# (stress included) and the loopback clients run on it, then kmemleak
# scans.  Any report fails it, and so does a stress case cut short by its
# time bound (raised here to 600 s): the full form runs 10,000 requests.
# usage: debug.sh OUTDIR FRAGMENT...
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1
shift
"$top/scripts/build-kernel.sh" "$out" "$@"
mkdir -p "$top/build/boot"
VIEWS=$top/boot/views-debug "$top/scripts/initramfs.sh" "$out" "$top/build/boot/initrd-debug.cpio"
start=$(date +%s)
rc=0
BOOT_TIMEOUT=${BOOT_TIMEOUT:-900} "$top/scripts/boot.sh" "$out/arch/arm/boot/zImage" \
	"$out/vexpress-v2p-ca9-dma-sim.dtb" \
	"$top/build/boot/initrd-debug.cpio" "$top/build/boot/debug.log" \
	dmaengine_test.stress_seconds=600 || rc=1
echo "debug: boot took $(($(date +%s) - start)) s; log in build/boot/debug.log"
"$top/scripts/kunit-count.sh" "$top/build/boot/debug.log" | tail -n 1 || rc=1
grep -E 'dmaengine_stress_request_release: [0-9]+ requests' "$top/build/boot/debug.log" || true
grep -qE 'dmaengine_stress_request_release: 10000 requests' "$top/build/boot/debug.log" ||
	{ echo "debug: the stress case did not run its 10,000 requests" >&2; rc=1; }
"$top/scripts/demo-report.sh" "$top/build/boot/debug.log" >/dev/null || rc=1
exit $rc
