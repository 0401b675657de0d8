# BEGIN writes more records than a 4096-byte buffer holds, then exit():
# as in DTrace, END fires before any buffer is read (dtrace_status() calls
# dtrace_stop() at once), so END's records meet the same full buffer. A
# record of one int or none takes 32 bytes of perf ring (8 + the 16-byte
# header and the value, rounded to 8): 127 fit below 4096, so r0..r126
# are kept, r127..r129, the exit() record (the status is then 0) and
# END's 32-byte record are dropped, and so is END's printf() with no
# value: its 24 bytes would fit, but after a drop the kernel writes a
# 24-byte PERF_RECORD_LOST record ahead of the next sample, which needs
# room for both (__perf_output_begin()). The drops are told before the
# records (stderr and stdout in one stream here), as dt_consume_cpu()
# tells a CPU's drops before it reads its buffer.
prog=$(
	i=0
	while [ $i -lt 130 ]; do
		echo "BEGIN { printf(\"r%d\\n\", $i); }"
		i=$((i + 1))
	done
	echo 'BEGIN { exit(3); }'
	echo 'END { printf("end %d\n", 1); }'
	echo 'END { printf("end\n"); }'
)
out=$(taskset -c 0 "$SONDA" -b 4096 -q -n "$prog" 2>&1)
echo "exit $?"
printf '%s\n' "$out" | sed -n '1,2p'
printf '%s\n' "$out" | sed -n '/r12[5-9]/p;/end/p'
printf '%s\n' "$out" | grep -c '^r'
