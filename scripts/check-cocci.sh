#!/bin/sh
# coccicheck, report mode, on every C file the series touches: each rule of
# scripts/coccinelle (those that need OCaml scripting, which Debian's spatch
# cannot run without an OCaml compiler, are left out and counted).
# usage: check-cocci.sh ARM_BUILD_DIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$(cd "$1" && pwd)
src=$top/build/linux
files=$("$top/scripts/touched.sh" '*.c')
[ -n "$files" ] || { echo "cocci: no touched C file"; exit 0; }
all=$(find "$src/scripts/coccinelle" -name '*.cocci' | sort)
# shellcheck disable=SC2086
rules=$(grep -L -E '^@ *(script|initialize|finalize) *: *ocaml' $all)
# The provider fixes at the end of the series change a few lines of
# drivers that are otherwise 6.12's: they get the series' own DMA API
# rules; every rule on every one of them would take 20 minutes more.
fixes=$(git -C "$src" log --format=%H base..HEAD \
	--grep='registration at unbind$' --grep='DMA controller at unbind$' \
	--grep='for DT lookups once the channels exist$')
fixed=$(for c in $fixes; do git -C "$src" diff-tree --no-commit-id --name-only -r "$c" -- '*.c'; done | sort -u)
dmarules=$(ls "$src"/scripts/coccinelle/api/dma_*.cocci)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
others=$(for f in $files; do echo "$fixed" | grep -qxF "$f" || echo "$f"; done)
# One spatch per rule, on all its files at once (a spatch per file costs
# six times as much): a line of "$tmp/jobs" is a rule and its files.
for r in $rules; do
	case " $(echo $dmarules) " in
	*" $r "*) echo "$r" $others $fixed ;;
	*) echo "$r" $others ;;
	esac
done >"$tmp/jobs"
# $0 tree, $1 build, $2 results, $3 rule, then the files; a failing
# spatch leaves its .err file behind.
xargs -P "$(nproc)" -L 1 sh -c '
	tree=$0 build=$1 res=$2 rule=$3; shift 3
	cd "$tree" && spatch -D report --no-show-diff --very-quiet --cocci-file "$rule" \
		--include-headers -I arch/arm/include -I "$build/arch/arm/include/generated" \
		-I include -I "$build/include" -I arch/arm/include/uapi \
		-I "$build/arch/arm/include/generated/uapi" -I include/uapi \
		-I "$build/include/generated/uapi" --include include/linux/compiler-version.h \
		--include include/linux/kconfig.h "$@" >"$res/$$.out" 2>"$res/$$.err" &&
		rm "$res/$$.err"' "$src" "$out" "$tmp" <"$tmp/jobs"
echo "cocci: $(echo "$rules" | wc -l) rules on $(($(echo "$files" | wc -w) - $(echo "$fixed" | wc -w))) files, the $(echo "$dmarules" | wc -w) DMA API rules on $(echo "$fixed" | wc -w) provider fixes ($(($(echo "$all" | wc -l) - $(echo "$rules" | wc -l))) OCaml rules left out)"
bad=0
for e in "$tmp"/*.err; do [ -e "$e" ] && { cat "$e"; bad=1; }; done
cat "$tmp"/*.out >"$tmp/report" 2>/dev/null || true
[ -s "$tmp/report" ] && { cat "$tmp/report"; bad=1; }
[ $bad = 0 ] && echo "cocci: clean"
exit $bad
