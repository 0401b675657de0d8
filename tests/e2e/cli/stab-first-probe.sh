# -v's probe information for a description matching several probes (and
# the args[] types its clause is compiled with) is that of the probe
# DTrace's dt_probe_iter() meets first: with a field named exactly it walks
# that field's hash chain, newest probe first (the order -l lists them).
set -e
types() {	# the Argument Types block of probe information
	sed -n '/Argument Types/,/^$/p'
}
first=$("$SONDA" -l -n 'syscall::read*:entry' | awk 'NR == 2 { print $4 }')
last=$("$SONDA" -l -n 'syscall::read*:entry' | awk 'END { print $4 }')
[ "$first" != "$last" ]
want=$("$SONDA" -lv -n "syscall::$first:entry" | types)
got=$("$SONDA" -v -e -n 'syscall::read*:entry { trace(args[0]); }' | types)
[ "$want" = "$got" ] || { echo "want $want"; echo "got $got"; exit 1; }
echo ok
