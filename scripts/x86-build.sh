#!/bin/sh
# Build the x86_64 kernel (config/x86.config: ACPI, no device tree, the
# KUnit cases that need none built in) and the SSDT of the q35 boot.
# usage: x86-build.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
KARCH=x86_64 KCROSS= KIMAGE=bzImage "$top/scripts/build-kernel.sh" "$1" \
	"$top/config/x86.config"
mkdir -p "$1/boot"
iasl -p "$1/boot/ssdt" "$top/boot/x86/dma-sim.asl" >"$1/boot/iasl.log"
echo "x86-build: $1/boot/ssdt.aml"
