#!/bin/sh
# Fail when a value a fragment asks for did not make it into .config
# (a typo, a missing dependency, a symbol that does not exist).
# usage: config-check.sh FRAGMENT DOTCONFIG
set -eu
grep -E '^CONFIG_[A-Za-z0-9_]+=' "$1" | sort -u | while IFS= read -r line; do
	sym=${line%%=*}
	got=$(grep -E "^$sym=" "$2" || echo "$sym unset")
	case $line in
	*=n) [ "$got" = "$sym unset" ] && continue ;;
	*) [ "$got" = "$line" ] && continue ;;
	esac
	echo "config: $line requested, got: $got" >&2
	exit 1
done
