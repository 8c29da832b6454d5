#!/bin/sh
# Build the initramfs for the QEMU boots: a static init (boot/init.c) and
# the list of files it prints (boot/views, or $VIEWS); each module that
# $MODULE lists is put in as /<its name> for the views to load; $INIT_CC
# compiles the init (default: the ARM cross compiler).
# usage: initramfs.sh ARM_BUILD_DIR OUTPUT.cpio
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${INIT_CC:-arm-linux-gnueabihf-gcc} -static -Os -Wall -Werror -o "$tmp/init" "$top/boot/init.c"
cat >"$tmp/list" <<LIST
dir /dev 0755 0 0
nod /dev/console 0600 0 0 c 5 1
dir /proc 0755 0 0
dir /sys 0755 0 0
file /init $tmp/init 0755 0 0
file /views ${VIEWS:-$top/boot/views} 0644 0 0
LIST
for m in ${MODULE:-}; do
	echo "file /${m##*/} $m 0644 0 0" >>"$tmp/list"
done
"$1/usr/gen_init_cpio" "$tmp/list" >"$2"
