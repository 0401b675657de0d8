# Derived providers use kernel functions where the kernel has kprobes (else
# their tracepoints), and -v says which mechanism each enabled probe uses.
$SONDA -v -qn 'io:::wait-start, io:::wait-done, sched:::on-cpu,
	sched:::enqueue, sched:::dequeue, lockstat:::adaptive-acquire,
	lockstat:::spin-release, ip:::receive, udp:::send { }
	BEGIN { exit(0); }' 2>&1 >/dev/null |
	grep ":::" | sed 's/\.isra\.[0-9]*//; s/ and others//' | sort
# forcing fentry leaves them to the tracepoints (or unavailable)
$SONDA -v -x fbtmode=fentry -qn 'sched:::on-cpu { } BEGIN { exit(0); }' \
	2>&1 >/dev/null | grep ":::"
