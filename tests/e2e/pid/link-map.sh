# A module field may name its link map: LM<hex>`OBJ (dt_pid_fix_mod( )).
# Link map 0 is the default one, where the program and every library it
# loads are: LM0`libc is libc.so.6, LM0`a.out the program, and the
# description is rewritten to the object's basename (its probes, "failed
# to match"), while D_PROC_FUNC names the field as written. A malformed
# prefix or another link map names no object: no probe, no error.
# Probe IDs are printed from the listing's smallest: the absolute ones
# count the machine's other probes (tracepoints, the tcp and udp providers).
T="$SONDA_TRIGGERS/upid 1"
for d in 'LM0`libc:malloc:entry' 'LM0`a.out:up_add:' 'LM0x0`libc.so.6:strtoimax:return' \
    'LM0`libc.so.6:up_add:entry' 'LM1`libc.so.6:malloc:entry' 'LMx`libc.so.6:malloc:entry' \
    'LM0`a`b:malloc:entry' 'LM0`libc*:malloc:entry'; do
	"$SONDA" -x errtags -l -n "pid\$target:$d" -c "$T" > "$SONDA_TEST_TMP/out" 2>&1
	echo "status $?"
	sed 's/pid[0-9][0-9]*/pidN/' "$SONDA_TEST_TMP/out" | awk '
		$1 == "ID" { next }
		{ line[++n] = $0 }
		$1 ~ /^[0-9]+$/ && (min == "" || $1 + 0 < min) { min = $1 + 0 }
		END {
			for (i = 1; i <= n; i++) {
				$0 = line[i]
				if ($1 ~ /^[0-9]+$/)
					$1 = $1 - min
				$1 = $1
				print
			}
		}'
done
"$SONDA" -q -n 'pid$target:LM0`a.out:up_add:entry { @[probemod, probefunc] = count(); }' \
	-c "$SONDA_TRIGGERS/upid 2"
