#!/bin/sh
# Churn of the series: how many lines a patch removes that an earlier
# patch of the series added (git blame of each removed line at the
# parent), against all lines the patches add.
# usage: churn.sh [TREE]   (default build/linux, base..HEAD)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
exec python3 - "${1:-$top/build/linux}" <<'PY'
import re, subprocess, sys
tree = sys.argv[1]
def git(*a):
    return subprocess.run(["git", "-C", tree, *a], check=True,
                          capture_output=True, text=True).stdout
commits = git("rev-list", "--reverse", "base..HEAD").split()
ours = set(commits)
added = removed = 0
per = []
for n, c in enumerate(commits, 1):
    diff = git("diff", "-U0", "--no-renames", c + "^", c)
    add = sum(1 for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
    added += add
    mine = 0
    path = None
    for l in diff.splitlines():
        if l.startswith("--- "):
            path = None if l == "--- /dev/null" else l[6:]
        m = re.match(r"@@ -(\d+)(?:,(\d+))? ", l)
        if m and path:
            start, cnt = int(m.group(1)), int(m.group(2) or "1")
            if cnt == 0:
                continue
            blame = git("blame", "--porcelain", "-L", f"{start},+{cnt}", c + "^", "--", path)
            for b in blame.splitlines():
                f = b.split()
                if len(f) >= 3 and re.fullmatch(r"[0-9a-f]{40}", f[0]) and f[0] in ours:
                    mine += 1
    if mine:
        per.append((n, mine, git("log", "-1", "--format=%s", c).strip()))
    removed += mine
for n, m, s in per:
    print(f"churn: patch {n:2d} removes {m:4d} lines of earlier patches: {s}")
print(f"churn: {removed} of {added} added lines removed by later patches "
      f"({100.0 * removed / added:.1f}%)")
PY
