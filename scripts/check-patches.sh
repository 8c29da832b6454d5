#!/bin/sh
# checkpatch --strict on every patch of series/ (the cover letter aside).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
bad=0
for p in "$top"/series/*.patch; do
	grep -q '^diff --git' "$p" || continue
	out=$("$top/build/linux/scripts/checkpatch.pl" --strict --no-tree -q \
		--ignore FILE_PATH_CHANGES "$p" 2>&1) || { bad=1; echo "$out"; }
	echo "checkpatch: $(basename "$p"): $([ -z "$out" ] && echo clean || echo issues)"
done
exit $bad
