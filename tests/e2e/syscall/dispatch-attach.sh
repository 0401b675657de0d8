# @@timeout: 30
# Every syscall probe, entry and return, costs two attachments: perf
# events on raw_syscalls:sys_enter and sys_exit, whose programs dispatch
# on the system call number (bpftool perf lists a process's perf-event
# attachments). The probes still fire: a count per direction.
command -v bpftool >/dev/null ||
	{ echo "bpftool not installed (scripts/deps.sh installs it)" >&2; exit 77; }
out=$SONDA_TEST_TMP/stdout
"$SONDA" -q -n '
    syscall:::entry { @e = count(); }
    syscall:::return { @r = count(); }
    tick-10ms { n++; }
    tick-10ms /n == 1/ { printf("started\n"); }
    tick-10ms /n == 200/ { exit(0); }
    END { printa("entry %@d\n", @e); printa("return %@d\n", @r); }' >"$out" &
pid=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.05
done
bpftool perf show 2>/dev/null | awk -v p="$pid" '$1 == "pid" && $2 == p && $7 == "tracepoint" { print $7, $8 }' | sort
wait "$pid"
echo "exit $?"
sed -E 's/ [1-9][0-9]*$/ N/' "$out"
