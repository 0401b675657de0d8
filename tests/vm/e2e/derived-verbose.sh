# Derived providers use kernel functions where the kernel has kprobes (else
# their tracepoints), and -v says which mechanism each probe uses.
for d in io:::wait-start io:::wait-done sched:::on-cpu sched:::enqueue \
	sched:::dequeue lockstat:::adaptive-acquire lockstat:::spin-release \
	ip:::receive; do
	$SONDA -v -lv -n "$d" 2>&1 >/dev/null | grep ":::" |
		sed 's/\.isra\.[0-9]*//; s/ and others//'
done
# forcing fentry leaves them to the tracepoints (or unavailable)
$SONDA -v -x fbtmode=fentry -lv -n 'sched:::on-cpu' 2>&1 >/dev/null | grep ":::"
