#!/bin/sh
# Build the project's device trees, boot/arm/*.dts, into OUTDIR (an ARM
# kernel build directory, whose dtc they use), from the .dts/.dtsi files
# and dt-bindings headers of the source tree: test boards are not in the
# kernel's own dtb lists.  $DTC_W1=1 turns on the kernel's W=1 checks.
# usage: dtb.sh OUTDIR [SRC]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1 src=${2:-$top/build/linux}
dts=$src/arch/arm/boot/dts/arm
if [ "${DTC_W1:-0}" = 1 ]; then
	warn=-Wunique_unit_address_if_enabled
else
	warn="-Wno-unit_address_vs_reg -Wno-avoid_unnecessary_addr_size -Wno-alias_paths
	      -Wno-graph_child_address -Wno-simple_bus_reg"
fi
for f in "$top"/boot/arm/*.dts; do
	b=$out/$(basename "$f" .dts)
	cpp -nostdinc -undef -D__DTS__ -x assembler-with-cpp -I "$dts" \
		-I "$src/scripts/dtc/include-prefixes" -o "$b.dts.tmp" "$f"
	# shellcheck disable=SC2086
	"$out/scripts/dtc/dtc" -O dtb -o "$b.dtb" -b 0 -i "$dts" $warn "$b.dts.tmp"
	echo "dtb: $b.dtb"
done
