#!/bin/sh
# checkpatch --strict on every patch of series/ (the cover letter aside).
# checkpatch misreads the associations of _Generic() ("type *: expr") as
# bad spacing, as it does for dev_fwnode() and container_of_const() in
# the tree: its messages on such lines are counted, not failed.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
bad=0
for p in "$top"/series/*.patch; do
	grep -q '^diff --git' "$p" || continue
	all=$("$top/build/linux/scripts/checkpatch.pl" --strict --no-tree -q \
		--ignore FILE_PATH_CHANGES "$p" 2>&1) || true
	generic='\n\+[^\n]*(_Generic\(|[a-z_]+ \*: _ref_|default: NULL\))'
	out=$(printf '%s\n' "$all" | awk -v re="$generic" 'BEGIN { RS = ""; ORS = "\n\n" } $0 !~ re && !/^total: /')
	skip=$(printf '%s\n' "$all" | awk -v re="$generic" 'BEGIN { RS = "" } $0 ~ re { n++ } END { print n + 0 }')
	[ -z "$out" ] || { bad=1; echo "$out"; }
	note=
	[ "$skip" = 0 ] || note=" ($skip messages on _Generic() associations)"
	echo "checkpatch: $(basename "$p"): $([ -z "$out" ] && echo clean || echo issues)$note"
done
exit $bad
