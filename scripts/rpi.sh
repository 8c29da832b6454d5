#!/bin/sh
# "make rpi": the raspi2b phases of the series' kernel and of upstream
# 6.12 (the base commit, in the worktree build/upstream), built from the
# same config fragment, in one table (build/rpi-table.txt).  Upstream's
# rows are shown, not judged.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
scripts/rpi-build.sh build/rpi
if [ ! -e build/upstream/Makefile ]; then
	git -C build/linux worktree prune
	git -C build/linux worktree add -q --detach "$top/build/upstream" base
fi
SRC=$top/build/upstream scripts/rpi-build.sh build/rpi-upstream
scripts/rpi-boot.sh build/rpi series >/dev/null || true
scripts/rpi-boot.sh build/rpi-upstream upstream >/dev/null || true
scripts/rpi-report.sh series:build/rpi upstream:build/rpi-upstream | tee build/rpi-table.txt
