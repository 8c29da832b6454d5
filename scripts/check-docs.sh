#!/bin/sh
# The documentation of the series builds: htmldocs for
# Documentation/driver-api/dmaengine with Debian's Sphinx, out of tree in
# build/docs.  Any warning or error naming a file the series touches
# fails (Sphinx names the .rst, kernel-doc the source file).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/build/docs
mkdir -p "$out"
log=$out/htmldocs.log
make -s -C "$top/build/linux" O="$out" SPHINXDIRS=driver-api/dmaengine \
	htmldocs >"$log" 2>&1 || { tail -n 20 "$log" >&2; exit 1; }
# the build writes the netlink specs' .rst into the source tree: drop them
git -C "$top/build/linux" clean -fdq -- Documentation/networking/netlink_spec
bad=0
for f in $("$top/scripts/touched.sh"); do
	if grep -E "$f.*(WARNING|ERROR|CRITICAL|warning|error)" "$log" >&2; then
		bad=1
	fi
done
grep -E '(CRITICAL|SEVERE)' "$log" >&2 && bad=1
[ "$bad" = 0 ] && echo "check-docs: driver-api/dmaengine builds, no warning from the series' files"
exit $bad
