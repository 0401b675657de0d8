# kprobe.multi (kernels with fprobes): fbt uses it for what fentry cannot
# take; entry and return probes fire with their arguments; about 500 probes
# attach and detach much faster as one link than as single kprobes. Times
# go to stderr.
# @@timeout: 150
$SONDA -v -l -n 'fbt::vfs_read:entry' 2>&1 >/dev/null | grep 'fbt:'
$SONDA -x fbtmode=multi -qn 'fbt::__do_sys_getppid:entry,
	fbt::__do_sys_getppid:return /pid == $target/ {
	@[probename, arg0 == -1, arg1 == ppid] = count(); }' -c "getppid 10" |
	grep -v '^$'
many='fbt::vfs_*:entry, fbt::security_*:entry, fbt::seq_*:entry, fbt::kernfs_*:entry'
n=$($SONDA -l -n "$many" | tail -n +2 | wc -l)
echo "$([ "$n" -ge 500 ] && echo "at least 500" || echo "only $n") probes"
for m in multi kprobe; do
	start=$(cut -d' ' -f1 /proc/uptime)
	$SONDA -x fbtmode=$m -qn "$many { @hits = count(); }
		END { printa(\"fired %@d\\n\", @hits); }" \
		-c "cat /proc/self/stat" 2>/tmp/m.err |
		sed -n 's/fired [1-9][0-9]*/fired/p' | grep . || cat /tmp/m.err
	end=$(cut -d' ' -f1 /proc/uptime)
	echo "# multi: $n probes, $m, attach+run+detach $(echo "$end $start" |
		awk '{ print $1 - $2 }') s" >&2
	$SONDA -qn "BEGIN { exit(0); }" >/dev/null 2>&1	# waits until every earlier run has detached
	echo "$m: kprobes left: $(grep -c . /sys/kernel/debug/kprobes/list)"
done
exit 0
