# As DTrace's dtrace_open( ) (dt_open.c), sonda first raises its soft limit
# on open files to the hard one, before the -c processes are made: the -c
# command and what system( ) runs start with that limit. (Where the hard
# limit is below 65536 and may be raised, sonda raises it to 65536 for its
# probes' descriptors, which DTrace does not: skipped there.)
hard=$(ulimit -Hn)
if [ "$hard" != unlimited ] && [ "$hard" -lt 65536 ] && (ulimit -Hn 65536) 2>/dev/null; then
	exit 77
fi
[ "$hard" = unlimited ] || [ "$hard" -gt 1024 ] || exit 77
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '#!/bin/sh\nulimit -n\n' > "$TMP/un"
chmod +x "$TMP/un"
ulimit -Sn 1024
hide() { sed "s/^$hard\$/the hard limit/"; }
"$SONDA" -w -q -n 'BEGIN { system("ulimit -n"); exit(0); }' | hide
"$SONDA" -q -c "$TMP/un" -n 'BEGIN { }' | hide
