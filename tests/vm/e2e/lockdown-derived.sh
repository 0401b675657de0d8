# Under lockdown=confidentiality the kernel forbids kprobes: derived
# probes fall back to their tracepoints, or are unavailable with the reason.
$SONDA -lv -n 'sched:::on-cpu' -n 'io:::wait-start' 2>&1 >/dev/null |
	grep ':::'
$SONDA -qn 'BEGIN { n = 0; } sched:::on-cpu { n = 1; }
	tick-200ms { exit(0); } END { printf("on-cpu %d\n", n); }' | grep .
$SONDA -qn 'io:::wait-start { exit(0); }' 2>&1 | head -n 1
exit 0
