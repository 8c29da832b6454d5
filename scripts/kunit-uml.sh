#!/bin/sh
# The fast loop: the project's KUnit suites on UML (drivers/dma/.kunitconfig
# and property-entry),
# out of tree in build/uml, counted into $COUNTS.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$top/build/uml"
cd "$top/build/linux"
rc=0
# with the software node core's own cases (property-entry), which the
# series extends for the software node backend
python3 tools/testing/kunit/kunit.py run --kunitconfig=drivers/dma \
	--kconfig_add CONFIG_DRIVER_PE_KUNIT_TEST=y \
	--build_dir="$top/build/uml" --jobs="$(nproc)" \
	--make_options CC="ccache gcc" --raw_output=all \
	>"$top/build/uml/kunit.log" 2>&1 || rc=$?
"$top/scripts/kunit-count.sh" "$top/build/uml/kunit.log" || rc=1
# Kernel reports fail the run, but for the one UML prints at every boot
# when no virtio PCI device is configured.
log=$top/build/uml/kunit.log
if [ "$(grep -cE 'WARNING:|BUG:|Oops|KASAN:|UBSAN:|refcount_t:|OF: ERROR' "$log")" != \
     "$(grep -cE 'WARNING: .* um_pci_init' "$log")" ]; then
	echo "kunit-uml: kernel report in $log:" >&2
	grep -nE -A 8 'WARNING:|BUG:|Oops|KASAN:|UBSAN:|refcount_t:|OF: ERROR' "$log" | grep -v um_pci_init | head -n 30 >&2
	rc=1
fi
exit $rc
