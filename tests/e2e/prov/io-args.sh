# io: args[0..2] of io:::start/done are bufinfo_t, devinfo_t and fileinfo_t
# translated from the struct bio: direct 4 KiB reads and one 8 KiB
# write of a loop device made here give b_bcount, B_READ/B_WRITE in
# b_flags, the device's major/minor, its statname (the disk's name and
# partition number, loop00 for the whole loop0, as io.d makes it) and the
# name its driver registered (loop), sectors in b_blkno, dev_instance 0
# (io.d's); the block layer knows no file ("<none>").
. data/loopdev.sh
cat > "$SONDA_TEST_TMP/w.sh" <<W
dd if=$dev of=/dev/null bs=4k count=4 iflag=direct 2>/dev/null
dd if=/dev/zero of=$dev bs=8k count=1 seek=2 oflag=direct 2>/dev/null
W
"$SONDA" -qn '
io:::start /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	printf("start %s %d bytes at %d", args[0]->b_flags & B_READ ? "R" : "W",
	    args[0]->b_bcount, args[0]->b_blkno);
	printf(" %s %s %d %s\n", args[1]->dev_statname == strjoin(basename($$3), "0") ?
	    "dev" : "other", args[2]->fi_pathname, args[1]->dev_instance, args[1]->dev_name);
	@dev[args[0]->b_edev == ($1 << 20 | $2)] = count();
}
io:::done /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	@done[args[0]->b_flags & B_WRITE ? "W" : "R"] = sum(args[0]->b_bcount);
}
END { printa("done %s %@d\n", @done); printa("b_edev ok %d: %@d\n", @dev); }
' -c "sh $SONDA_TEST_TMP/w.sh" "$major" "$minor" "$dev" | sort
