# Processes started after sonda attached that run a file sonda could not
# know of before tracing: a copy of upid in a fresh directory outside PATH,
# and one on a tmpfs that exists only inside a container's mount namespace
# (unshare: mount and pid namespaces). A provider glob (upid*) counts their
# rounds, keyed by host pid, with probeprov upid<host pid>, the arguments
# from their notes decoded in BPF from the probe's data (a register, a
# constant, memory at an offset from %rbp, a global through %rip) and the
# semaphore raised (sema-hit fires only then). Their probes are made by the exec watch after
# the exec, so the first rounds may be missed (how many depends on the
# machine's load: registering a uprobe waits for forks in progress): 300
# rounds 10 ms apart, every round from the first one counted to the last
# one counted. A pid-dependent glob (upid*[02468]: the even pids) matches
# by the provider name with the pid (300 rounds each too). SONDA_XWATCH_STATS=1 says how long
# after the exec each process's probes were live.
# @@timeout: 120
. "$SONDA_ROOT/tests/lib/ready.sh"
T=$SONDA_TRIGGERS/upid
t=$SONDA_TEST_TMP
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
name=uxw$$
mkdir -p "$t/build.$$"
cp "$T" "$t/build.$$/$name"
start() {
	: > "$t/out"	# not the last run's "ready": the job below may open it late
	SONDA_XWATCH_STATS=1 env --default-signal=INT "$SONDA" -Z -q "$@" > "$t/out" 2> "$t/err" &
	s=$!
	wait_ready $s "$t/out"
}
summary() {
	kill -INT $s
	wait $s
	echo "sonda exit status $?"
	grep -v "probes live" "$t/err"
}
echo "outside PATH:"
start -n '
BEGIN { printf("ready\n"); }
upid*:::round /execname == "'$name'"/ { @n[pid, probeprov == strjoin("upid", lltostr(pid))] = count();
	@first[pid] = min(arg0); @last[pid] = max(arg0);
	@c[pid] = sum(arg2 == 42 && copyinstr(arg1) == "req-name"); self->r = arg0; }
upid*:::sema-hit /execname == "'$name'"/ { @s[pid] = sum(arg0 == self->r && arg1 == self->r + 100); }
upid*:::counter /execname == "'$name'"/ { @k[pid] = sum(arg0 == self->r + 7); }
END { printa("%d %d %@d\n", @n); printa("%d %@d\n", @first); printa("%d %@d\n", @last);
	printa("%d %@d\n", @c); printa("%d %@d\n", @s); printa("%d %@d\n", @k); }'
"$t/build.$$/$name" 300 10000 > /dev/null &
a=$!
wait $a
summary
grep -c "pid $a: [0-9]* probes live .* ms after its exec" "$t/err" | sed 's/^/exec watch lines for A: /'
awk -v a=$a 'NF == 3 && $1 == a { print "pid A, probeprov right:", $2; n = $3 }
	NF == 2 && $1 == a { v[++k] = $2 }
	END { print "rounds from the first counted on:", (n == 300 - v[1]); print "last round:", v[2];
	      print "round: arg1 \"req-name\" (register), arg2 42 (constant) in each:", (v[3] == n);
	      print "sema-hit: semaphore raised, arg0 and arg1 right (memory):", (v[4] >= n - 1);
	      print "counter: arg0 right (a global):", (v[5] >= n - 1) }' "$t/out"
echo "in a container:"
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
start -n '
BEGIN { printf("ready\n"); }
upid*:::round /execname == "'$name'"/ { @n[pid] = count(); @first[pid] = min(arg0); }
END { printa("%d %@d\n", @n); printa("%d %@d\n", @first); }'
unshare -m -p -f --kill-child --mount-proc sh -c "mount -t tmpfs none /mnt &&
	cp $T /mnt/$name && exec /mnt/$name 300 10000" > /dev/null 2>&1 &
u=$!
for i in $(seq 1 100); do
	c=$(cat /proc/$u/task/$u/children 2> /dev/null)
	c=${c% }
	[ -n "$c" ] && [ "$(cat /proc/$c/comm 2> /dev/null)" = "$name" ] && break
	sleep 0.05
done
wait $u
[ -e /mnt/$name ] && echo "the program is visible outside its container"
summary
awk -v c=$c 'NF != 2 { next } $1 == c { v[++k] = $2; next } { print "other:", $0 }
	END { print "host pid, rounds from the first counted on:", (k == 2 && v[1] == 300 - v[2]) }' "$t/out"
echo "pid-dependent glob:"
start -n '
BEGIN { printf("ready\n"); }
upid*[02468]:::round /execname == "'$name'"/ { @n[pid] = count(); }
END { printa("%d %@d\n", @n); }'
pids=
for i in 1 2 3 4; do
	"$t/build.$$/$name" 300 10000 > /dev/null &
	pids="$pids $!"
done
wait $pids
summary
for p in $pids; do
	n=$(awk -v p=$p '$1 == p { print $2 }' "$t/out")
	[ $((p % 2)) = 0 ] && want=even || want=odd
	[ -n "$n" ] && got=even || got=odd
	[ $want = $got ] || echo "pid $p: counted $n times"
done
awk -v p="$pids" 'BEGIN { split(p, v, " "); for (i in v) ok[v[i]] = 1 }
	NF == 2 && !($1 in ok) { print "other:", $0 }' "$t/out"
echo done
