# @@serial
# @@timeout: 60
# SIGKILL must leave nothing attached: every probe is owned by a file
# descriptor, so the kernel tears it down when sonda dies.
#
# Method: list loaded BPF programs with `bpftool prog show` before sonda
# starts and while it runs; the difference is sonda's programs. After
# kill -9 all of them must disappear (the kernel frees them once the last
# fd/link is gone, after an RCU grace period, so poll for up to 10 s). BPF
# program IDs are allocated cyclically, so a vanished ID is not reused this
# soon. The test is @@serial so no other test loads programs meanwhile.
# Also, tracefs uprobe_events/kprobe_events must be unchanged (no
# persistent probes left behind).
command -v bpftool >/dev/null ||
	{ echo "bpftool not installed (scripts/deps.sh installs it)" >&2; exit 77; }
progs() { bpftool prog show 2>/dev/null | sed -n -E 's/^([0-9]+): .*/\1/p' | sort; }
events() { cat /sys/kernel/tracing/uprobe_events /sys/kernel/tracing/kprobe_events 2>/dev/null; }
fail() { echo "sigkill-teardown: $*" >&2; kill -KILL "$pid" 2>/dev/null; exit 1; }

before=$(progs)
ev_before=$(events)
out=$SONDA_TEST_TMP/stdout
"$SONDA" -q -n '
    tick-10ms { n++; }
    tick-10ms /n == 1/ { printf("started\n"); }
    syscall::getppid:entry { @ = count(); }' >"$out" &
pid=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	kill -0 "$pid" 2>/dev/null || fail "sonda exited early"
	sleep 0.1
done
grep -q started "$out" || fail "sonda never printed"
mine=$(comm -13 <(echo "$before") <(progs))
[ -n "$mine" ] || fail "no new BPF programs seen while sonda runs"
kill -KILL "$pid"
wait "$pid" 2>/dev/null
left=$mine
for _ in $(seq 100); do
	left=$(comm -12 <(echo "$mine") <(progs))
	[ -z "$left" ] && break
	sleep 0.1
done
[ -z "$left" ] || fail "BPF programs still loaded after SIGKILL:" $left
[ "$(events)" = "$ev_before" ] || fail "tracefs probe events changed"
echo "teardown complete"
