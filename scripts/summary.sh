#!/bin/sh
# Add up build/results/* and print the closing line; exit 1 if any failed.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
p=0 f=0 s=0
for r in "$top"/build/results/*; do
	case $r in *.counts) continue ;; esac
	[ -f "$r" ] || continue
	read -r a b c _ <"$r"
	p=$((p + a)) f=$((f + b)) s=$((s + c))
done
echo "$p passed, $f failed, $s skipped"
[ "$f" = 0 ] && [ "$p" != 0 ]
