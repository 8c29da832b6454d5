#!/bin/sh
# Test equipment stays off unless asked for: boot the ARM kernel (which has
# DMA_SIM_BOARD built in) with dma_sim_board.enable=0.  The device tree's
# clients must pass and the board must have registered nothing: no
# "registering" line, no dma-sim.10x controller or dma-sim-loopback.10x
# client in the log or in the bindings list.
# usage: board-off.sh ZIMAGE DTB BOOTDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
log=$3/board-off.log
"$top/scripts/boot.sh" "$1" "$2" "$3/initrd.cpio" "$log" dma_sim_board.enable=0
report=$("$top/scripts/demo-report.sh" "$log" 2>&1) || true
echo "$report"
rc=0
if tr -d '\r' <"$log" | grep -E 'dma_sim_board: registering|dma-sim(-loopback)?\.10[0-9]'; then
	echo "board-off: the board registered devices without enable=1" >&2
	rc=1
fi
n=$(echo "$report" | grep -cE '^loopback-(plain|alt) +(tx|rx) +dt .* ok$' || true)
[ "$n" = 4 ] || { echo "board-off: $n of the 4 device tree channels passed" >&2; rc=1; }
[ $rc = 0 ] && echo "board-off: no board devices, the 4 device tree channels passed"
exit $rc
