#!/bin/sh
# Make build/linux: Debian's linux-source-6.12 as one commit tagged "base",
# then series/*.patch applied on top with git am.  Refuses to throw away
# commits or changes in build/linux that are not exported to series/.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tree=$top/build/linux
. "$top/scripts/gitenv.sh"

if [ -d "$tree/.git" ] && git -C "$tree" rev-parse -q --verify base >/dev/null; then
	git -C "$tree" am --abort >/dev/null 2>&1 || true
	if [ -n "$(git -C "$tree" status --porcelain --untracked-files=no)" ]; then
		echo "tree: build/linux has uncommitted changes; commit and 'make export' them, or discard them first" >&2
		exit 1
	fi
	if [ "${FORCE:-}" != 1 ] && ! "$top/scripts/export.sh" --verify; then
		echo "tree: build/linux holds commits that series/ does not: run 'make export' first (or FORCE=1 to drop them)" >&2
		exit 1
	fi
	git -C "$tree" reset -q --hard base
else
	tarball=$(dpkg -L linux-source-6.12 2>/dev/null | grep '/linux-source-6\.12\.tar\.xz$') || {
		echo "tree: package linux-source-6.12 is not installed (run scripts/deps.sh)" >&2; exit 1; }
	echo "tree: unpacking $tarball"
	rm -rf "$tree" "$tree.tmp"
	mkdir -p "$tree.tmp"
	tar -C "$tree.tmp" -xJf "$tarball"
	mv "$tree.tmp/linux-source-6.12" "$tree"
	rmdir "$tree.tmp"
	# Debian's .gitignore ends with a block ignoring everything at top level.
	sed -i '/^# Debian packaging/,$d' "$tree/.gitignore"
	sed -i '${/^#$/d}' "$tree/.gitignore"
	ver=$(dpkg-query -W -f='${Version}' linux-source-6.12)
	git -C "$tree" init -q
	# the base is one commit of ~90,000 loose objects: no auto gc after
	# every git am (it would repack them all, in the background, each run)
	git -C "$tree" config gc.auto 0
	git -C "$tree" add -A
	GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" GIT_COMMITTER_DATE="2000-01-01T00:00:00Z" \
		git -C "$tree" commit -q -m "Debian linux-source-6.12 $ver"
	git -C "$tree" tag base
fi

for p in "$top"/series/*.patch; do
	[ -e "$p" ] || continue
	grep -q '^diff --git' "$p" || continue	# the cover letter
	if ! git -C "$tree" am -q --committer-date-is-author-date "$p" >/dev/null 2>&1; then
		echo "tree: series/$(basename "$p") does not apply:" >&2
		git -C "$tree" am --show-current-patch=diff 2>/dev/null | head -n 5 >&2
		git -C "$tree" apply --check "$p" 2>&1 | head -n 10 >&2
		git -C "$tree" am --abort
		exit 1
	fi
done
echo "tree: build/linux at $(git -C "$tree" describe --always --tags) ($(git -C "$tree" rev-list --count base..HEAD) patches on base)"
