#!/bin/sh
# From an x86_64 boot log: the loopback clients' table and the bindings
# list (demo-report.sh), then the ACPI checks.  Exit 0 only if the
# software node, table and ACPI clients moved their data, the ACPI
# clients got their channels by _DSD "dma-names" and by the "tx"/"rx"
# default, and the busy ACPI client waits (6.12's -EPROBE_DEFER) with
# the reason in the bindings list and in devices_deferred.
# usage: x86-report.sh LOG
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
tr -d '\r' <"$1" >"$log"
bad=0 p=0 f=0
c=$(mktemp)
SOURCES="swnode table acpi" COUNTS=$c "$top/scripts/demo-report.sh" "$1" || bad=1
read -r p f _ <"$c" || true
rm -f "$c"
bindings=$(sed -n '/^==> .*dmaengine\/bindings$/,/^==> /p' "$log")
expect() {	# what, pattern of a bindings line
	if echo "$bindings" | grep -qE "$2"; then p=$((p + 1)); return; fi
	echo "x86: $1: no line /$2/ in the bindings list" >&2; bad=1 f=$((f + 1))
}
expect 'ACPI by dma-names (rx first)' '^acpi [^ ]+ rx FixedDMA <0x2 0x0> bound to dma'
expect 'ACPI by dma-names (tx second)' '^acpi [^ ]+ tx FixedDMA <0x2 0x1> bound to dma'
expect 'ACPI by the tx default' '^acpi [^ ]+ tx FixedDMA <0x3 0x2> bound to dma'
expect 'ACPI by the rx default' '^acpi [^ ]+ rx FixedDMA <0x3 0x3> bound to dma'
expect 'ACPI busy' '^acpi [^ ]+ tx FixedDMA <0x1 0x0> no ACPI controller has a free channel'
busy=$(echo "$bindings" | awk '$1 == "acpi" && $5 == "<0x1" && $6 == "0x0>" { print $2; exit }')
if [ -n "$busy" ] && sed -n '/^==> .*devices_deferred$/,/^dmalookup-init/p' "$log" |
	grep -q "^$busy[[:space:]]"; then
	p=$((p + 1))
else
	echo "x86: the busy ACPI client ${busy:-?} is not waiting in devices_deferred" >&2
	bad=1 f=$((f + 1))
fi
[ -n "${COUNTS:-}" ] && echo "$p $f 0" >"$COUNTS"
echo
[ $bad = 0 ] && echo "x86: every client passed; the busy ACPI client $busy waits"
exit $bad
