# io.d's translators from a struct buffer_head (rawtp's block_touch_buffer
# and block_dirty_buffer give one, as a program making files finds and
# dirties file system metadata): bufinfo_t's size, block and device,
# devinfo_t's major and its pathname "/dev/" + its statname, and fileinfo_t
# "<unknown>".
w="$SONDA_TEST_TMP/w.sh"
cat > "$w" <<W
for i in 1 2 3 4 5 6 7 8; do dd if=/dev/zero of=$SONDA_TEST_TMP/f\$i bs=4k count=1 conv=fsync status=none; done
W
timeout 30 "$SONDA" -qn '
rawtp:::block_dirty_buffer, rawtp:::block_touch_buffer /!done/ {
	printf("%d %d %d %d\n", xlate <bufinfo_t> (args[0]).b_bcount == args[0]->b_size,
	    xlate <bufinfo_t> (args[0]).b_blkno == args[0]->b_blocknr,
	    xlate <bufinfo_t> (args[0]).b_edev == args[0]->b_bdev->bd_dev,
	    xlate <devinfo_t *> (args[0])->dev_major == getmajor(args[0]->b_bdev->bd_dev));
	printf("%s %s\n", xlate <devinfo_t> (args[0]).dev_pathname ==
	    strjoin("/dev/", xlate <devinfo_t> (args[0]).dev_statname) ?
	    "path" : "?", xlate <fileinfo_t> (args[0]).fi_name);
	done = 1;
}' -c "sh $w" | awk '!seen[$0]++'	# a firing on each CPU may pass /!done/
