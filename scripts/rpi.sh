#!/bin/sh
# "make rpi": the raspi2b phases of the series' kernel and of upstream
# 6.12 (the base commit, in the worktree build/upstream), built from the
# same config fragment, then the same on raspi3b (arm64), in one table
# (build/rpi-table.txt).  Upstream's rows are shown, not judged.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
if [ ! -e build/upstream/Makefile ]; then
	git -C build/linux worktree prune
	git -C build/linux worktree add -q --detach "$top/build/upstream" base
fi
scripts/rpi-build.sh build/rpi
SRC=$top/build/upstream scripts/rpi-build.sh build/rpi-upstream
BOARD=raspi3b scripts/rpi-build.sh build/rpi3
BOARD=raspi3b SRC=$top/build/upstream scripts/rpi-build.sh build/rpi3-upstream
for k in rpi:series rpi-upstream:upstream rpi3:series-3b rpi3-upstream:upstream-3b; do
	scripts/rpi-boot.sh "build/${k%%:*}" "${k#*:}" >/dev/null 2>&1 || true
done
scripts/rpi-report.sh series:build/rpi upstream:build/rpi-upstream \
	series-3b:build/rpi3 upstream-3b:build/rpi3-upstream | tee build/rpi-table.txt
