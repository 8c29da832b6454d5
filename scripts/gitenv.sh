# Sourced: a fixed git identity for the work tree, so that commits and the
# exported series do not depend on who runs the scripts.
export GIT_AUTHOR_NAME="${GIT_AUTHOR_NAME:-dmalookup developers}"
export GIT_AUTHOR_EMAIL="${GIT_AUTHOR_EMAIL:-dmalookup@example.org}"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME"
export GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
