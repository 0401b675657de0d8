# @@serial
# @@timeout: 150
# Nothing outlives sonda, however it ends: normal exit, ^C (SIGINT),
# SIGTERM, SIGKILL at a random moment after SIGINT (during detach), and
# SIGKILL of the child that removes the probes after sonda's visible exit
# (rt/detach.c) at a random moment. A script holds syscall probes
# (raw_syscalls dispatch: perf events and a program array), tp-family and
# sdt glob probes (a perf event each), pid probes (one shared program,
# uprobe_multi links) on a running process and a tick (a perf event).
#
# Probes that take long to remove are removed by a child after sonda's
# exit; it holds a shared flock on the detach lock until it is done, and
# every sonda waits for that lock before attaching. So the checks below
# start once the lock is free, as a second sonda would.
#
# While sonda runs, its kernel objects are read from its own fds
# (/proc/PID/fdinfo: prog_id, link_id; bpftool perf: the programs of its
# perf events). After it ended: none of its links exists any more and no
# perf event holds its programs at once, the programs themselves are gone
# within 10 s (the kernel frees them after a grace period), tracefs
# probe definitions are unchanged, and a second sonda started right away
# attaches the same number of objects and fires.
command -v bpftool >/dev/null ||
	{ echo "bpftool not installed (scripts/deps.sh installs it)" >&2; exit 77; }
T=/sys/kernel/tracing
defs() { cat $T/uprobe_events $T/kprobe_events $T/dynamic_events 2>/dev/null; }
ids() {	# pid key: the values of key in its fds' fdinfo
	grep -h "^$2:" /proc/"$1"/fdinfo/* 2>/dev/null | awk '{ print $2 }' | sort -u
}
perf_progs() { bpftool perf show 2>/dev/null | awk -v p="$1" '$2 == p { print $6 }' | sort -u; }
fail() { echo "teardown: $*" >&2; kill -KILL "$spid" "$tpid" 2>/dev/null; exit 1; }
LOCK=/run/lock/sonda-detach.lock
[ -d /run/lock ] || LOCK=/tmp/sonda-detach.lock
detached() { flock -w 60 "$LOCK" true; }
# the processes that hold the detach lock (sonda's detaching children)
holders() {
	local f
	for f in /proc/[0-9]*/fd/*; do
		[ "$(readlink "$f" 2>/dev/null)" = "$LOCK" ] && echo "$f"
	done | cut -d/ -f3 | sort -u
}

"$SONDA_TRIGGERS/upid" 1000000 2000 >/dev/null &
tpid=$!
script="
    syscall:::entry, syscall:::return { @s = count(); }
    sched:::on-cpu { @c = count(); }
    sdt:::sched_process* { @t = count(); }
    pid$tpid:libc.so.6:str*:entry, pid$tpid:a.out::entry { @p = count(); }
    tick-10ms { n++; }
    tick-10ms /n == 1/ { printf(\"started\n\"); }
    tick-10ms /n == 300 && \$1 == 1/ { exit(0); }"
defs0=$(defs)
nobj=
for mode in exit INT TERM KILL KILLCHILD; do
	out=$SONDA_TEST_TMP/out.$mode
	env --default-signal=INT,TERM "$SONDA" -q -n "$script" \
		$([ $mode = exit ] && echo 1 || echo 0) >"$out" 2>&1 &
	spid=$!
	for _ in $(seq 300); do
		grep -q started "$out" 2>/dev/null && break
		kill -0 "$spid" 2>/dev/null || break
		sleep 0.05
	done
	grep -q started "$out" || fail "$mode: sonda never started: $(cat "$out")"
	progs=$(sort -u <(ids "$spid" prog_id) <(perf_progs "$spid"))
	links=$(ids "$spid" link_id)
	n=$(( $(echo "$progs" | wc -l) + $(echo "$links" | wc -l) ))
	[ -n "$links" ] || fail "$mode: no bpf links seen"
	[ -z "$nobj" ] || [ "$n" -eq "$nobj" ] ||
		fail "$mode: $n objects attached, $nobj in the first run"
	nobj=$n
	case $mode in
	exit) ;;
	KILL) kill -INT "$spid"; sleep "0.$((RANDOM % 300))"; kill -KILL "$spid" ;;
	KILLCHILD)
		kill -INT "$spid"
		for _ in $(seq 100); do kill -0 "$spid" 2>/dev/null || break; sleep 0.05; done
		sleep "0.0$((RANDOM % 100))"
		h=$(holders)
		[ -z "$h" ] || kill -KILL $h 2>/dev/null ;;
	*) kill -"$mode" "$spid" ;;
	esac
	wait "$spid"
	rc=$?
	case $mode:$rc in
	exit:0 | INT:0 | TERM:0 | KILL:0 | KILL:137 | KILLCHILD:0) ;;
	*) fail "$mode: exit status $rc: $(cat "$out")" ;;
	esac
	detached || fail "$mode: the detach lock is still held after 60 s"
	left=$(comm -12 <(echo "$links") <(bpftool link show 2>/dev/null |
		sed -n -E 's/^([0-9]+): .*/\1/p' | sort -u))
	[ -z "$left" ] || fail "$mode: links left: $left"
	held=$(comm -12 <(echo "$progs") <(bpftool perf show 2>/dev/null |
		awk '{ print $6 }' | sort -u))
	[ -z "$held" ] || fail "$mode: perf events still hold programs $held"
	for _ in $(seq 100); do
		left=$(comm -12 <(echo "$progs") <(bpftool prog show 2>/dev/null |
			sed -n -E 's/^([0-9]+): .*/\1/p' | sort -u))
		[ -z "$left" ] && break
		sleep 0.1
	done
	[ -z "$left" ] || fail "$mode: programs left after 10 s: $left"
	[ "$(defs)" = "$defs0" ] || fail "$mode: tracefs probe definitions changed"
	echo "$mode: clean"
done
kill "$tpid"
