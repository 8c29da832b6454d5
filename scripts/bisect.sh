#!/bin/sh
# Bisectability: build the ARM kernel at every commit of the series, in a
# separate worktree of build/linux so the work tree is left alone, and
# boot it: the KUnit suites that commit has must pass (a commit before the
# tests must boot clean).
# $BISECT_FROM (default 1) starts at that commit of the series, after a
# rebase that left the commits before it as they were; $BISECT_TO (default
# the last) ends there, when the commits after it keep their trees.
# usage: bisect.sh OUTDIR FRAGMENT...
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"; out=$(cd "$1" && pwd)
shift
src=$top/build/bisect-src
tree=$top/build/linux
[ -d "$src" ] || git -C "$tree" worktree add -q --detach "$src" base
cat "$@" >"$out/fragment.config"
n=0
for c in $(git -C "$tree" rev-list --reverse base..HEAD); do
	n=$((n + 1))
	[ "$n" -ge "${BISECT_FROM:-1}" ] || continue
	[ "$n" -le "${BISECT_TO:-$n}" ] || { n=$((n - 1)); break; }
	git -C "$src" checkout -q --detach "$c"
	printf 'bisect: %2d %s ... ' "$n" "$(git -C "$tree" log -1 --format=%s "$c")"
	# Kconfig may warn about fragment symbols later patches add; only
	# the build itself must be free of warnings.
	if make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" KCONFIG_ALLCONFIG="$out/fragment.config" \
		allnoconfig >"$out/config.log" 2>&1 &&
	   make -s -C "$src" O="$out" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf- \
		CC="ccache arm-linux-gnueabihf-gcc" -j"$(nproc)" zImage dtbs >"$out/log" 2>&1 &&
	   ! grep -E 'warning:|error:' "$out/log" >/dev/null; then
		# the simulated board once its loopback client exists
		dtb=$out/arch/arm/boot/dts/arm/vexpress-v2p-ca9.dtb
		if [ -f "$src/drivers/dma/dma-sim-loopback.c" ]; then
			"$top/scripts/dtb.sh" "$out" "$src" >/dev/null
			dtb=$out/vexpress-v2p-ca9-dma-sim.dtb
		fi
		"$top/scripts/initramfs.sh" "$out" "$out/initrd.cpio"
		# commits before the tests only boot (log-check judges the log)
		suites=$(git -C "$src" grep -l KUNIT_CASE -- drivers/dma | wc -l)
		if "$top/scripts/boot.sh" "$out/arch/arm/boot/zImage" "$dtb" \
			"$out/initrd.cpio" "$out/boot.log" >>"$out/log" 2>&1 &&
		   { [ "$suites" = 0 ] ||
		     "$top/scripts/kunit-count.sh" "$out/boot.log" >"$out/kunit.log" 2>&1; }; then
			if [ "$suites" = 0 ]; then
				echo "ok, booted (no KUnit suite yet)"
			else
				echo "ok, $(tail -n 1 "$out/kunit.log" | sed 's/^kunit: //')"
			fi
		else
			echo "FAILED at boot"
			tail -n 30 "$out/log" "$out/kunit.log"
			exit 1
		fi
	else
		echo FAILED
		tail -n 30 "$out/log"
		exit 1
	fi
done
echo "bisect: commits ${BISECT_FROM:-1} to $n build"
