#!/bin/sh
# From a boot log: the table of channels the loopback clients got by name
# and what they moved, then the debugfs bindings list.  Exit 0 only if
# every client passed, with one at least on each path of $SOURCES
# (default: dt swnode table).
# usage: demo-report.sh LOG
set -eu
log=$(mktemp)
trap 'rm -f "$log"' EXIT
tr -d '\r' <"$1" >"$log"	# the serial console ends lines with CR LF
results=$(awk '/^==> .*dma-sim-loopback.*\/result$/ { getline; print }' "$log")
printf '%-22s %-4s %-6s %-34s %-10s %-6s %s\n' consumer name source controller channel bytes result
echo "$results" | awk '
function row(name, at) {	# at: channel@controller
	i = index(at, "@")
	printf "%-22s %-4s %-6s %-34s %-10s %-6s %s\n", $1, name, $2,
		substr(at, i + 1), substr(at, 1, i - 1), $5, $6
}
NF == 6 { row("tx", $3); row("rx", $4) }'
echo
sed -n '/^==> .*dmaengine\/bindings$/,/^==> /p' "$log" | sed '$d'
bad=0
if echo "$results" | grep -q 'FAIL'; then
	echo "demo: a loopback client failed" >&2; bad=1
fi
for src in ${SOURCES:-dt swnode table}; do
	echo "$results" | awk -v s="$src" '$2 == s && $6 == "ok"' | grep -q . || {
		echo "demo: no passing client on the $src path" >&2; bad=1; }
done
if grep -E 'dma-sim-loopback .*(failed|error)' "$log" >&2; then
	echo "demo: a loopback client did not probe" >&2; bad=1
fi
[ -n "${COUNTS:-}" ] && echo "$(echo "$results" | grep -c ' ok$') $(echo "$results" | grep -c ' FAIL$') 0" >"$COUNTS"
exit $bad
