# @@timeout: 90
# ustack( ) records of short-lived processes printed after they exited:
# with -x switchrate=4s the buffers are read every 4 s, long after each of
# twelve runs of tests/triggers/ushort (30 ms each) is gone. The unwinder
# notes each process it meets (a ring of its own that the consumer always
# waits on, whatever the switchrate), and the consumer reads its objects
# and symbols then, while it lives, so the stacks print with names. Counts
# are not checked: the machine may be loaded.
T=$SONDA_TRIGGERS/ushort
N=12
"$SONDA" -q -x switchrate=4s -n '
BEGIN { system(": > '"$SONDA_TEST_TMP/go"'"); }
profile-997 /execname == "ushort" && arg1/ { printf("pid %d\n", pid); ustack(2); }
proc:::exit /execname == "ushort" && ++n == '$N'/ { exit(0); }' -w > "$SONDA_TEST_TMP/out" &
for i in $(seq 200); do [ -e "$SONDA_TEST_TMP/go" ] && break; sleep 0.05; done
for i in $(seq $N); do "$T" 30; done
wait
awk '$1 == "pid" { p = $2; pid[p] = 1; next }
     NF == 1 && $1 ~ /^ushort`us_(spin|step)\+0x[0-9a-f]+$/ { named[p] = 1 }
     END { for (p in pid) { n++; s += p in named }
	   print (n >= 6 ? "processes sampled" : "only " n " processes sampled")
	   print (s * 2 >= n ? "stacks named" : "stacks named in " s " of " n) }' \
	"$SONDA_TEST_TMP/out"
