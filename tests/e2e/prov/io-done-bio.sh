# io:::done of a device that completes bios without requests (zram, as
# brd, device-mapper and md): DTrace for Linux's done also rides
# block_bio_complete (dt_prov_io.c probes[]), whose trampoline path takes
# the bio from its second argument; arg1 is 0 (the trampoline's last store
# for every io probe). Eight direct 4 KiB reads of a zram device: eight
# starts and eight dones of the same bios.
. data/zramdev.sh
cat > "$SONDA_TEST_TMP/w.sh" <<W
dd if=$dev of=/dev/null bs=4k count=8 iflag=direct 2>/dev/null
W
"$SONDA" -qn '
io:::start /args[1]->dev_major == $1 && args[1]->dev_minor == $2/ {
	s[arg0] = 1; @s["start"] = count();
}
io:::done /s[arg0]/ {
	s[arg0] = 0;
	@d[arg1, args[0]->b_bcount, args[1]->dev_name, args[1]->dev_statname ==
	    strjoin("zram", strjoin(lltostr($2), "0")), args[2]->fi_name] = count();
}
END {
	printa("%s: %@d\n", @s);
	printa("done arg1 %d b_bcount %d %s statname %d %s: %@d\n", @d);
}' -c "sh $SONDA_TEST_TMP/w.sh" "$major" "$minor"
