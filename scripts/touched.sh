#!/bin/sh
# List the files the series adds or changes (paths in build/linux),
# optionally only those matching the given patterns.
# usage: touched.sh [PATTERN...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
git -C "$top/build/linux" diff --name-only --diff-filter=AM base..HEAD -- "$@"
