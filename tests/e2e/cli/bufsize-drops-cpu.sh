# A principal buffer drop is told for the CPU whose record did not fit, as
# DTrace counts drops per CPU (dt_bpf_cpuinfo_t.buf_drops): BEGIN run on
# CPU 1 drops on CPU 1.
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs" >&2; exit 77; }
prog=$(
	i=0
	while [ $i -lt 140 ]; do
		echo "BEGIN { printf(\"r%d\\n\", $i); }"
		i=$((i + 1))
	done
	echo 'BEGIN { exit(0); }'
)
taskset -c 1 "$SONDA" -b 4096 -q -n "$prog" 2>&1 >/dev/null
echo "exit $?"
