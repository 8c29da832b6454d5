#!/bin/sh
# Install the Debian packages the project needs, and those given as
# arguments (make rpi: the arm64 compiler); skip those already there.
set -eu
pkgs="linux-source-6.12 gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
qemu-system-arm device-tree-compiler sparse coccinelle dt-schema yamllint
ccache bc flex bison libssl-dev libelf-dev cpio xz-utils python3 git make gcc
kmod rsync python3-sphinx qemu-system-x86 acpica-tools $*"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "deps: installing:$missing"
[ "$(id -u)" = 0 ] || { echo "deps: need root for apt-get (missing:$missing)" >&2; exit 1; }
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing >/dev/null || {
	echo "deps: apt-get install failed for:$missing" >&2; exit 1; }
