# @@serial (counts every io:::done: another BPF program running on the CPU
# meanwhile makes the kernel skip a firing)
# io: 16 direct 4 KiB reads of a loop device give 16 io:::start and 16
# io:::done with the same bio pointer; the block tracepoints through
# sdt see the device number, sector and size.
. data/loopdev.sh
cat > "$SONDA_TEST_TMP/w.sh" <<W
dd if=$dev of=/dev/null bs=4k count=16 iflag=direct 2>/dev/null
W
"$SONDA" -qn '
BEGIN { nbytes = 0; }
sdt:block::block_rq_issue /arg0 == ($1 << 20 | $2)/ {
	issued++; nbytes += arg3; ts[arg1] = timestamp;
}
sdt:block::block_rq_complete /arg0 == ($1 << 20 | $2) && ts[arg1]/ {
	completed++; ts[arg1] = 0;
}
io:::start { start[arg0] = timestamp; }
io:::done /start[arg0]/ { paired++; start[arg0] = 0; }
END {
	printf("issued %d bytes %d completed %d\n", issued, nbytes, completed);
	printf("io start/done pairs >= 16: %s\n", paired >= 16 ? "yes" : "no");
}' -c "sh $SONDA_TEST_TMP/w.sh" "$major" "$minor"
