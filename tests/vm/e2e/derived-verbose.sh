# Derived providers use kernel functions where the kernel has kprobes (else
# their tracepoints), and -v says which mechanism each probe uses.
$SONDA -v -lv -n io:::wait-start -n io:::wait-done -n sched:::on-cpu \
	-n sched:::enqueue -n sched:::dequeue -n lockstat:::adaptive-acquire \
	-n lockstat:::spin-release -n ip:::receive -n udp:::send 2>&1 >/dev/null |
	grep ":::" | sed 's/\.isra\.[0-9]*//; s/ and others//' | sort
# forcing fentry leaves them to the tracepoints (or unavailable)
$SONDA -v -x fbtmode=fentry -lv -n 'sched:::on-cpu' 2>&1 >/dev/null | grep ":::"
