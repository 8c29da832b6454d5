#!/bin/sh
# Device tree checks on what the series touches: yamllint and
# dt_binding_check on its binding schemas, then the project's dtbs
# (boot/arm, dtb.sh) with W=1 and dtbs_check.  Debian's dt-schema is older
# than 6.12 asks for, and the base tree has schemas it cannot read, so only
# messages about our files count.
# usage: check-bindings.sh OUTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
src=$top/build/linux
bad=0
kmake() {
	make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		DT_SCHEMA_MIN_VERSION=2022.08 "$@"
}

yamls=$("$top/scripts/touched.sh" 'Documentation/devicetree/bindings/*.yaml')
if [ -n "$yamls" ]; then
	(cd "$src" && yamllint -c Documentation/devicetree/bindings/.yamllint $yamls) || bad=1
	files=$(echo "$yamls" | sed 's|Documentation/devicetree/bindings/||' | paste -sd:)
	kmake dt_binding_check DT_SCHEMA_FILES="$files" >"$out/binding.log" 2>&1 || bad=1
	for y in $yamls; do
		b=$(basename "$y" .yaml)
		if grep -F "$b" "$out/binding.log"; then bad=1; fi
		[ -f "$out/${y%.yaml}.example.dtb" ] || { echo "bindings: $y: example not built"; bad=1; }
	done
	echo "bindings: dt_binding_check on $(echo "$yamls" | wc -w) schemas: $([ $bad = 0 ] && echo clean || echo issues)"
fi

# the project's own dtbs (dtb.sh): W=1 dtc, then dtbs_check, on our nodes
schema=$out/Documentation/devicetree/bindings/processed-schema.json
[ -f "$schema" ] || kmake dt_binding_schemas >/dev/null 2>&1
[ -x "$out/scripts/dtc/dtc" ] || kmake scripts_dtc >/dev/null
DTC_W1=1 "$top/scripts/dtb.sh" "$out" "$src" >"$out/dtbs.log" 2>&1 || bad=1
for f in "$top"/boot/arm/*.dts; do
	dtb=$out/$(basename "$f" .dts).dtb
	dt-validate -u "$src/Documentation/devicetree/bindings" -p "$schema" \
		"$dtb" >>"$out/dtbs.log" 2>&1 || true
done
if grep -E -A1 '\.dtb: (dma-simulator|dma-controller@|loopback)|dma-sim\.dts:' "$out/dtbs.log"; then bad=1; fi
echo "bindings: $(cd "$top/boot/arm" && echo *.dts): W=1 dtc and dtbs_check on our nodes: $([ $bad = 0 ] && echo clean || echo issues)"
exit $bad
