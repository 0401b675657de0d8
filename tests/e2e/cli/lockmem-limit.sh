# -x lockmem is the locked-memory limit (RLIMIT_MEMLOCK, soft and hard):
# DTrace's dtrace_init( ) (dt_open.c) sets it once the -c and -p processes
# are made, before compiling, "unlimited" by default (NEWS, 2.0.0-1.14). So
# what system( ) runs inherits it, while a -c command keeps the limit it
# was started with. Values below any usual limit: only a process allowed to
# raise its hard limit gets "unlimited" or more than it had.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '#!/bin/sh\nulimit -l\n' > "$TMP/ul"
chmod +x "$TMP/ul"
orig=$(ulimit -l)
for v in 32k 4k 4095 0; do
	echo "-- lockmem=$v"
	"$SONDA" -w -q -x lockmem=$v -n 'BEGIN { system("ulimit -l; ulimit -H -l"); exit(0); }'
	"$SONDA" -q -x lockmem=$v -c "$TMP/ul" -n 'BEGIN { }' |
	    sed "s/^$orig\$/as started/"
done
echo "-- DTRACE_OPT_LOCKMEM=8k"
DTRACE_OPT_LOCKMEM=8k "$SONDA" -w -q -n 'BEGIN { system("ulimit -l"); exit(0); }'
