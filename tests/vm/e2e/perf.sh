# Performance (issue 6.6), as ratios: the nanoseconds a probe adds to each
# call of __do_sys_getppid, for a minimal hand-loaded program and for
# sonda's fbt::__do_sys_getppid:entry { @ = count(); }, with fentry and
# with a kprobe. The figures go to stderr as notes; the test only checks
# that every variant ran.
# @@timeout: 120
N=100000
base=$(bench $N)
hand_fentry=$(bench -p fentry $N)
hand_kprobe=$(bench -p kprobe $N)
run() {
	$SONDA -x fbtmode=$1 -qn 'fbt::__do_sys_getppid:entry { @ = count(); }
		END { trunc(@); }' -c "bench $N" | head -n 1
}
sonda_fentry=$(run fentry)
sonda_kprobe=$(run kprobe)
for v in "$base" "$hand_fentry" "$hand_kprobe" "$sonda_fentry" "$sonda_kprobe"; do
	case $v in ''|*[!0-9.]*) echo "bad measurement: '$v'"; exit 1 ;; esac
done
echo "all variants ran"
awk -v b="$base" -v hf="$hand_fentry" -v hk="$hand_kprobe" \
	-v sf="$sonda_fentry" -v sk="$sonda_kprobe" 'BEGIN {
	f = hf - b; if (f <= 0) f = 0.001
	printf("# perf: getppid %.0f ns/call unprobed (TCG); added per call, " \
	       "relative to a hand-loaded fentry program (=1.00):\n", b)
	printf("# perf:   hand-loaded kprobe %.2f, sonda fentry %.2f, " \
	       "sonda kprobe %.2f\n", (hk - b) / f, (sf - b) / f, (sk - b) / f)
	printf("# perf:   sonda/hand: fentry %.2f, kprobe %.2f\n",
	       (sf - b) / f, (sk - b) / (hk - b > 0 ? hk - b : 0.001))
}' >&2
