# Under lockdown=confidentiality the kernel forbids kprobes: derived
# probes fall back to their tracepoints, or are refused when the script is
# compiled, with the reason.
$SONDA -v -qn 'BEGIN { n = 0; } sched:::on-cpu { n = 1; }
	tick-200ms { exit(0); } END { printf("on-cpu %d\n", n); }' 2>&1 |
	grep -v '^$' | grep -v 'matched\|^CPU\|Stability\|^	'
$SONDA -v -qn 'io:::wait-start { exit(0); }' 2>&1 | grep 'io:::'

exit 0
