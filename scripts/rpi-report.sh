#!/bin/sh
# One row per raspi2b boot log: what sdhost said about DMA, the channel
# the dmaengine summary shows for it, the bytes read and whether they
# match the SD image, the "DMA IRQ" count before and after the read, the
# bindings-list state of its "rx-tx" entry, and the kernel reports
# (log-check.sh's patterns).  With --check, the rows are judged as the
# series must do (DMA in every phase but C, PIO in C with the reason in
# the bindings list), the counts go to $COUNTS, and a failed row fails.
# usage: rpi-report.sh [--check] KERNEL:DIR... (logs in DIR/qemu/PHASE.log)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
check=
[ "${1:-}" = --check ] && { check=1; shift; }
bad=$(sed -n "s/^bad='\(.*\)'$/\1/p" "$top/scripts/log-check.sh")
pass=0 fail=0
printf '%-11s %-5s %-10s %-10s %-8s %-5s %-9s %-26s %-6s %s\n' kernel phase "sdhost DMA" channel bytes data "DMA IRQs" "bindings state" waited splats
for arg in "$@"; do
	for phase in boot A B C D; do
		echo "${arg%%:*} $phase ${arg#*:}/qemu/$phase.log"
	done
done >"${TMPDIR:-/tmp}/rpi-report.$$"
while read -r kernel phase log; do
	[ -f "$log" ] || { echo "$kernel $phase: no log $log"; fail=$((fail + 1)); continue; }
	row=$(tr -d '\r' <"$log" | awk -v bad="$bad" '
		/sdhost-bcm2835 3f202000.mmc: loaded - DMA/ { dma = $0; sub(/.*loaded - DMA /, "", dma); sub(/ .*/, "", dma) }
		/^==> \/proc\/interrupts: DMA IRQ/ { n++; sec = "irq"; next }
		/^==> \/sys\/kernel\/debug\/dmaengine\/bindings: / { sec = "bind"; next }
		/^==> \/sys\/kernel\/debug\/devices_deferred: / { sec = "defer"; next }
		/^==> wait \/dev\/mmcblk0: / && !w++ { missing = $4 == "NOT" }
		/^==> / { sec = "" }
		sec == "irq" { for (i = 2; i <= NF && $i ~ /^[0-9]+$/; i++) irq[n] += $i }
		sec == "bind" && / rx-tx / { st = $0; sub(/.*> /, "", st) }
		sec == "defer" && /^3f202000.mmc/ { deferred = 1 }
		/3f202000.mmc:rx-tx/ { ch = $1 }
		/^==> read \/dev\/mmcblk0: / { bytes = $4; data = $7 }
		$0 ~ bad { splat++ }
		/^dmalookup-init: done/ { done = 1 }
		END {
			irqs = irq[1] != "" && irq[2] != "" ? irq[1] "->" irq[2] : "none"
			gsub(/ /, "_", st)
			printf "%s %s %s %s %s %s %d %d %s\n", dma ? dma : "none", ch ? ch : "-",
			       bytes ? bytes : 0, data ? data : "-", irqs, st ? st : "-", splat, done,
			       missing && deferred ? "yes" : "-"
		}')
	set -- $row
	printf '%-11s %-5s %-10s %-10s %-8s %-5s %-9s %-26s %-6s %s\n' "$kernel" "$phase" "$1" "$2" "$3" "$4" "$5" "$(echo "$6" | tr _ ' ')" "$9" "$7"
	[ -n "$check" ] || continue
	ok=1
	[ "$3" = 1048576 ] && [ "$4" = ok ] && [ "$7" = 0 ] && [ "$8" = 1 ] || ok=
	before=${5%->*} after=${5#*->}
	[ "$phase" = D ] && [ "$9" != yes ] && ok=
	if [ "$phase" = C ]; then
		[ "$1" = disabled ] && [ "$2" = - ] && [ "$6" = provider_never_registered ] || ok=
	else
		[ "$1" = enabled ] && [ "$2" != - ] && [ "$5" != none ] && [ "$after" -gt "$before" ] || ok=
	fi
	if [ -n "$ok" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "  FAIL: $kernel $phase ($log)"; fi
done <"${TMPDIR:-/tmp}/rpi-report.$$"
rm -f "${TMPDIR:-/tmp}/rpi-report.$$"
[ -z "$check" ] && exit 0
[ -z "${COUNTS:-}" ] || echo "$pass $fail 0" >"$COUNTS"
[ "$fail" = 0 ]
