# Attaching and detaching many fbt probes: about 500 kprobes, and about 100
# fentry programs (each fentry detach waits for a tasks-RCU grace period,
# ~0.1 s under TCG). They all attach, fire, and leave nothing behind.
# Times go to stderr.
# @@timeout: 150
many='fbt::vfs_*:entry, fbt::security_*:entry, fbt::seq_*:entry, fbt::kernfs_*:entry'
some='fbt::vfs_*:entry'
run() {
	n=$($SONDA -l -n "$2" | tail -n +2 | wc -l)
	echo "$1: $([ "$n" -ge "$3" ] && echo "at least $3" || echo "only $n") probes"
	start=$(cut -d' ' -f1 /proc/uptime)
	$SONDA -x fbtmode=$1 -qn "$2 { @hits = count(); }
		END { printa(\"fired %@d\\n\", @hits); }" \
		-c "cat /proc/self/stat" 2>/tmp/f500.err |
		sed -n 's/fired [1-9][0-9]*/fired/p' | grep . || cat /tmp/f500.err
	end=$(cut -d' ' -f1 /proc/uptime)
	echo "# fbt-500: $n probes, $1, attach+run+detach $(echo "$end $start" |
		awk '{ print $1 - $2 }') s" >&2
	$SONDA -qn "BEGIN { exit(0); }" >/dev/null 2>&1	# waits until every earlier run has detached
	echo "$1: kprobes left: $(grep -c . /sys/kernel/debug/kprobes/list)"
}
run kprobe "$many" 500
run auto "$some" 50
