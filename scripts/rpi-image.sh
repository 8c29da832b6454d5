#!/bin/sh
# The raspi2b boot files of one kernel build: an initramfs per phase
# (boot/rpi/<phase>: what the init does; D's holds OUTDIR/virt-dma.ko and bcm2835-dma.ko)
# and the SD image, 64 MiB (QEMU
# wants a power of two) whose first 4 MiB hold in each 32-bit word its
# offset XOR 0x9e3779b9 (the init checks what it reads against it).
# usage: rpi-image.sh KERNEL_BUILD_DIR OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$2"
for phase in boot A B C D; do
	MODULE=
	[ "$phase" = D ] && MODULE="$2/virt-dma.ko $2/bcm2835-dma.ko"
	MODULE=$MODULE VIEWS=$top/boot/rpi/$phase \
		"$top/scripts/initramfs.sh" "$1" "$2/$phase.cpio"
done
python3 - "$2/sd.img" <<'PY'
import array, sys
words = array.array('I', (i * 4 ^ 0x9e3779b9 for i in range(1 << 20)))
if sys.byteorder != 'little':
    words.byteswap()
with open(sys.argv[1], 'wb') as f:
    words.tofile(f)
    f.truncate(64 << 20)
PY
