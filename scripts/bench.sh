#!/bin/sh
# make bench: upstream 6.12 (tag "base") against 6.12 + the series, same
# config (config/vexpress.config + config/bench.config), same benchmark
# module (bench/dmabench.c), booted alternately on QEMU vexpress-a9 with
# -icount so guest time follows the instructions executed.  Prints the
# median and spread per scenario and tree, the ratios, the size of the core
# objects, bloat-o-meter, and the probe attempts of the demo's DMA
# consumers.  Prints figures; fails only when something cannot run.
# usage: bench.sh DEMO_ARM_BUILD_DIR   ($BENCH_BOOTS boots per tree, default 3)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
demo=$(cd "$1" && pwd)
tree=$top/build/linux
out=$top/build/bench
boots=${BENCH_BOOTS:-3}
mkdir -p "$out"
[ -d "$top/build/base-src" ] || git -C "$tree" worktree add -q --detach "$top/build/base-src" base

for t in base series; do
	src=$tree
	[ $t = series ] || src=$top/build/base-src
	echo "bench: building the $t kernel and dmabench"
	SRC=$src TARGETS=modules "$top/scripts/build-kernel.sh" "$out/$t" \
		"$top/config/vexpress.config" "$top/config/bench.config" >"$out/$t-build.log" 2>&1 ||
		{ tail -n 30 "$out/$t-build.log" >&2; exit 1; }
	rm -rf "$out/$t/dmabench" && mkdir "$out/$t/dmabench"
	cp "$top/bench/dmabench.c" "$top/bench/Kbuild" "$out/$t/dmabench/"
	make -s -C "$src" O="$out/$t" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" M="$out/$t/dmabench" modules
	MODULE=$out/$t/dmabench/dmabench.ko VIEWS=$top/boot/views-bench \
		"$top/scripts/initramfs.sh" "$out/$t" "$out/$t/initrd.cpio"
done

# Alternate the trees so that a change in the host's load hits both.
: >"$out/figures"
for run in $(seq "$boots"); do
	for t in base series; do
		log=$out/$t-boot$run.log
		echo "bench: boot $run of $t"
		QEMU_SMP=1 QEMU_OPTS="-icount shift=0,sleep=off" "$top/scripts/boot.sh" \
			"$out/$t/arch/arm/boot/zImage" "$out/$t/arch/arm/boot/dts/arm/vexpress-v2p-ca9.dtb" \
			"$out/$t/initrd.cpio" "$log"
		tr -d '\r' <"$log" | grep -q 'dmabench: done' ||
			{ echo "bench: dmabench failed on $t:" >&2; grep -a dmabench "$log" >&2; exit 1; }
		tr -d '\r' <"$log" | sed -n "s/.*dmabench: \([a-z0-9-]*\) iters=[0-9]* ns_per_op=\([0-9]*\) result=\(-*[0-9]*\)$/$t \1 \2 \3/p" \
			>>"$out/figures"
	done
done

echo
echo "request+release, ns per operation under -icount (median of $boots boots, min-max)"
awk -v boots="$boots" '
function med(t, s,   n, i, j, v, a) {
	n = split(ns[t, s], a, " ")
	for (i = 1; i <= n; i++)	# insertion sort, n is small
		for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) {
			v = a[j]; a[j] = a[j - 1]; a[j - 1] = v
		}
	lo[t, s] = a[1]; hi[t, s] = a[n]
	return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
!(($2) in seen) { seen[$2] = 1; order[++nsc] = $2 }
{ ns[$1, $2] = ns[$1, $2] " " $3; res[$1, $2] = $4 }
END {
	printf "%-18s %16s %16s %8s  %s\n", "scenario", "upstream", "series", "ratio", "result (upstream/series)"
	for (i = 1; i <= nsc; i++) {
		s = order[i]; b = med("base", s); q = med("series", s)
		printf "%-18s %6d %9s %6d %9s %8.2f  %s/%s\n", s,
			b, lo["base", s] "-" hi["base", s], q, lo["series", s] "-" hi["series", s],
			q / b, res["base", s], res["series", s]
	}
}' "$out/figures"

echo
echo "core objects (text data bss), simulator and tests excluded"
for t in base series; do
	for o in $(grep -v "^#" "$top/scripts/core-objects"); do
		f=$out/$t/drivers/dma/$o
		[ -f "$f" ] && size "$f" | awk -v t=$t -v o=$o 'NR == 2 { print t, o, $1, $2, $3 }'
	done
done | awk '{ printf "%-7s %-12s %7d %6d %5d\n", $1, $2, $3, $4, $5; text[$1] += $3 }
END { printf "text: upstream %d, series %d, %+d bytes\n", text["base"], text["series"],
	text["series"] - text["base"] }'

echo
echo "bloat-o-meter upstream -> series (vmlinux, same config)"
"$tree/scripts/bloat-o-meter" "$out/base/vmlinux" "$out/series/vmlinux" >"$out/bloat"
head -n 22 "$out/bloat"
[ "$(wc -l <"$out/bloat")" -le 23 ] || echo "... ($(wc -l <"$out/bloat") lines in $out/bloat)"
tail -n 1 "$out/bloat"

# Probe attempts of the demo's DMA consumers: initcall_debug logs every
# probe with its return value; -517 is a deferral.
echo
echo "probe attempts in the demo boot (initcall_debug)"
VIEWS=$top/boot/views-probe "$top/scripts/initramfs.sh" "$demo" "$out/initrd-probe.cpio"
"$top/scripts/boot.sh" "$demo/arch/arm/boot/zImage" \
	"$demo/vexpress-v2p-ca9-dma-sim.dtb" "$out/initrd-probe.cpio" \
	"$out/probe.log" initcall_debug ignore_loglevel
tr -d '\r' <"$out/probe.log" >"$out/probe.txt"
consumers=$(awk '/^==> .*dma-sim-loopback.*\/result$/ { getline; print $1 }' "$out/probe.txt")
[ -n "$consumers" ] || { echo "bench: no DMA consumer in the demo boot" >&2; exit 1; }
for c in $consumers; do
	grep -F "probe of $c returned" "$out/probe.txt" |
		awk -v c="$c" '{ n++ } / returned -517 / { d++ } END { printf "%-22s %d attempts, %d deferred\n", c, n, d }'
done
sed -n '/^==> .*devices_deferred$/,/^==> /p' "$out/probe.txt" | sed '$d' |
	awk 'NR > 1 { n++; l = l " " $1 } END { printf "devices still deferred at the end: %d%s\n", n, l }'
