# The smallest bufsize is 8 bytes (a perf_event_header) more than DTrace's
# largest record, and DTrace's own ERROR clause (dt_handle.c: five 8-byte
# trace()s after the 16-byte header, 56 bytes) is one of its clauses: so a
# program of small records needs 64 bytes, not 8 more than its own (28).
for b in 36 63 64; do
	"$SONDA" -b $b -qn 'BEGIN { trace(1); exit(0); }' 2>&1
	echo "exit $?"
done
