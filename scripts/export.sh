#!/bin/sh
# Export the commits of build/linux (base..HEAD) to series/ with git
# format-patch, and a cover letter whose subject and blurb come from
# cover-letter.txt.  Deterministic: exporting the same tree twice gives
# byte-identical files.  With --verify, compare with series/ instead of
# writing it (exit 1 when they differ).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tree=$top/build/linux
. "$top/scripts/gitenv.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "$(git -C "$tree" rev-list --count base..HEAD)" != 0 ]; then
	git -C "$tree" -c core.abbrev=12 -c diff.noprefix=false format-patch -q \
		--zero-commit --no-signature --cover-letter --no-thread -o "$tmp" base..HEAD
	date=$(git -C "$tree" log -1 --format='%aD' HEAD)
	awk -v date="$date" -v blurb="$top/cover-letter.txt" '
		/^Date: / && !d { print "Date: " date; d = 1; next }
		/\*\*\* SUBJECT HERE \*\*\*/ {
			getline s < blurb; sub(/\*\*\* SUBJECT HERE \*\*\*/, s); print; next }
		/^\*\*\* BLURB HERE \*\*\*$/ {
			getline s < blurb	# skip the blank line after the subject
			while ((getline s < blurb) > 0) print s
			next }
		{ print }' "$tmp/0000-cover-letter.patch" >"$tmp/cover"
	mv "$tmp/cover" "$tmp/0000-cover-letter.patch"
fi

if [ "${1:-}" = --verify ]; then
	mkdir "$tmp/old"
	for f in "$top"/series/*.patch; do [ -e "$f" ] && cp "$f" "$tmp/old/"; done
	mkdir "$tmp/new"
	for f in "$tmp"/*.patch; do [ -e "$f" ] && mv "$f" "$tmp/new/"; done
	diff -r "$tmp/old" "$tmp/new" >"$tmp/diff" || {
		head -n 20 "$tmp/diff" >&2
		exit 1
	}
	exit 0
fi
rm -f "$top"/series/*.patch
for f in "$tmp"/*.patch; do [ -e "$f" ] && cp "$f" "$top/series/"; done
echo "export: $(ls "$top"/series/*.patch 2>/dev/null | wc -l) files in series/"
