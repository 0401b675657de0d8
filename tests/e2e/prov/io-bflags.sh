# io:::start's and done's b_flags as io.d's translator from a struct bio
# makes them (dlibs/x86_64/6.10/io.d): B_READ or B_WRITE, B_ASYNC unless
# REQ_SYNC, and B_PAGEIO when bi_flags has bit BIO_USER_MAPPED (6) set,
# else B_PHYS. On kernels where bit 6 is BIO_TRACE_COMPLETION (6.18), the
# block layer sets it once it has traced the bio's queueing, so start
# has B_PHYS and done B_PAGEIO. Four direct 4 KiB reads of a loop device.
. data/loopdev.sh
cat > "$SONDA_TEST_TMP/w.sh" <<W
dd if=$dev of=/dev/null bs=4k count=4 iflag=direct 2>/dev/null
W
"$SONDA" -qn '
io:::start /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	s[arg0] = 1;
	@[probename, args[0]->b_flags, ((struct bio *)arg0)->bi_flags & 0x40] = count();
}
io:::done /s[arg0]/ {
	s[arg0] = 0;
	@[probename, args[0]->b_flags, ((struct bio *)arg0)->bi_flags & 0x40] = count();
}
END { printa("%s b_flags %#x bit6 %#x: %@d\n", @); }
' -c "sh $SONDA_TEST_TMP/w.sh" "$major" "$minor"
