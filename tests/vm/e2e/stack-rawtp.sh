# stack() starts where the event happened, with no frame of the BPF
# program, its trampoline or bpf_trace_run*: at sched:::off-cpu and at an
# fbt entry by each mechanism, whose top frame is the probed function (or
# the alias kallsyms lists last at its address, which names it as in
# DTrace: __x64_sys_getppid where __do_sys_getppid is the same code).
check() {	# description, then sonda's options
	d=$1; shift
	$SONDA -q "$@" -n "$d /pid == \$target/ { stack(); exit(0); }" \
	    -c "getppid 1" > /tmp/stk.out 2>&1
	awk -v d="$d $*" '
	/^ +[^ ]+`/ { n++; if (n == 1) top = $1
		if ($1 ~ /^bpf`|bpf_trace_run|bpf_trampoline/) bad++ }
	END { print d ":", (n >= 2 ? "frames" : "no frames"),
		(bad ? "tracing frames" : "no tracing frames")
	      if (d ~ /^fbt/) print (top ~ /`__(do|x64)_sys_getppid\+/ ?
		  "top: the probed function" : "top: " top) }' /tmp/stk.out
}
check 'sched:::off-cpu'
for m in fentry kprobe; do
	check 'fbt::__do_sys_getppid:entry' -x fbtmode=$m
done
