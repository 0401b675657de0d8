# io:::start and io:::done as DTrace for Linux's dt_prov_io.c makes them:
# start is a struct bio queued (rawtp block_bio_queue: arg0 the bio, in
# the thread that submits it), done a request completed (block_rq_complete:
# arg0 its first bio, arg1 0 as DTrace's trampoline leaves it, arg2 the
# bytes completed); args[] are translated from the bio. Four direct 4 KiB
# reads of a loop device.
. data/loopdev.sh
cat > "$SONDA_TEST_TMP/w.sh" <<W
dd if=$dev of=/dev/null bs=4k count=4 iflag=direct 2>/dev/null
W
"$SONDA" -qn '
BEGIN { bad = 0; }
io:::start /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	@s[execname, ((struct bio *)arg0)->bi_iter.bi_size, args[0]->b_bcount,
	    arg1] = count();
	bad += ((struct bio *)arg0)->bi_iter.bi_sector != args[0]->b_blkno;
}
io:::done /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	@d[arg1, arg2, args[0]->b_bcount, args[2]->fi_name] = count();
	bad += ((struct bio *)arg0)->bi_iter.bi_sector != args[0]->b_blkno;
}
END {
	printa("start %s bio %d b_bcount %d arg1 %d: %@d\n", @s);
	printa("done error %d bytes %d b_bcount %d %s: %@d\n", @d);
	printf("bad %d\n", bad);
}' -c "sh $SONDA_TEST_TMP/w.sh" "$major" "$minor"
