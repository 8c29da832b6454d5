#!/bin/sh
# Export the commits of build/linux (base..HEAD) to series/ with git
# format-patch -v$VERSION, a cover letter whose subject and blurb come from
# cover-letter.txt (@BASE@ there becomes the base commit's subject, which
# names the Debian package version) with base-commit:, and each patch's
# changelog from changes.txt (blocks of "subject" then text) below its
# "---" line.  Deterministic: exporting the same tree twice gives
# byte-identical files.  With --verify, compare with series/ instead of
# writing it (exit 1 when they differ).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tree=$top/build/linux
. "$top/scripts/gitenv.sh"
VERSION=4

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "$(git -C "$tree" rev-list --count base..HEAD)" != 0 ]; then
	git -C "$tree" -c core.abbrev=12 -c diff.noprefix=false format-patch -q \
		-v"$VERSION" --base=base --zero-commit --no-signature --cover-letter \
		--no-thread -o "$tmp" base..HEAD
	cover=$tmp/v$VERSION-0000-cover-letter.patch
	date=$(git -C "$tree" log -1 --format='%aD' HEAD)
	based=$(git -C "$tree" log -1 --format='%s' base)
	awk -v date="$date" -v blurb="$top/cover-letter.txt" -v based="$based" '
		/^Date: / && !d { print "Date: " date; d = 1; next }
		/\*\*\* SUBJECT HERE \*\*\*/ {
			getline s < blurb; sub(/\*\*\* SUBJECT HERE \*\*\*/, s); print; next }
		/^\*\*\* BLURB HERE \*\*\*$/ {
			getline s < blurb	# skip the blank line after the subject
			while ((getline s < blurb) > 0) { gsub(/@BASE@/, based, s); print s }
			next }
		{ print }' "$cover" >"$tmp/cover"
	mv "$tmp/cover" "$cover"
	for p in "$tmp"/v"$VERSION"-[0-9][0-9][0-9][0-9]-*.patch; do
		[ "$p" = "$cover" ] && continue
		awk -v changes="$top/changes.txt" '
			BEGIN {	# subject -> changelog text
				while ((getline l < changes) > 0) {
					if (l == "") { subj = ""; continue }
					if (subj == "") { subj = l; log_[subj] = ""; continue }
					log_[subj] = log_[subj] l "\n"
				} }
			/^Subject: / && !subject { subject = $0; raw = $0; insubj = 1; next }
			insubj && /^ / { subject = subject $0; raw = raw "\n" $0; next }
			insubj {
				insubj = 0; s = subject
				sub(/^Subject: \[PATCH[^]]*\] /, "", s)
				print raw
			}
			/^---$/ && !done { print; done = 1
				if (s in log_) printf "%s\n", log_[s]
				next }
			{ print }' "$p" >"$p.new"
		mv "$p.new" "$p"
	done
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
