#!/bin/sh
# The project's KUnit suites on x86_64 with CONFIG_OF=y (kunit.py on
# QEMU; drivers/dma/.kunitconfig and property-entry), out of tree in
# build/kunit-x86, counted into $COUNTS.  The x86_64 boot runs the cases
# that need no device tree with CONFIG_OF=n.  KVM where /dev/kvm is usable.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/build/kunit-x86
mkdir -p "$out"
cd "$top/build/linux"
rc=0
kvm=
[ -w /dev/kvm ] && kvm=--qemu_args=-enable-kvm
# shellcheck disable=SC2086
python3 tools/testing/kunit/kunit.py run --arch=x86_64 --kunitconfig=drivers/dma $kvm \
	--kconfig_add CONFIG_DRIVER_PE_KUNIT_TEST=y --timeout=900 \
	--build_dir="$out" --jobs="$(nproc)" --make_options CC="ccache gcc" \
	--raw_output=all >"$out/kunit.log" 2>&1 || rc=$?
"$top/scripts/kunit-count.sh" "$out/kunit.log" || rc=1
if grep -nE -A 8 'WARNING:|BUG:|Oops|KASAN:|UBSAN:|refcount_t:|OF: ERROR|possible (recursive|circular) locking' \
	"$out/kunit.log" >&2; then
	echo "kunit-x86: kernel report in $out/kunit.log" >&2
	rc=1
fi
exit $rc
