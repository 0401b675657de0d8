# curpsinfo->pr_psargs below strsize 80: a char[80] member, so its value
# and its key are all 79 characters and zeros after them, whatever strsize
# (a string's limit, not the member's), with no stray bytes past strsize
# (everything on CPU 0). Another process's is its command name.
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
/bin/true aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff gggggggggg
/bin/true b
W
taskset -c 0 "$SONDA" -x strsize=32 -q -c "sh $SONDA_TEST_TMP/w.sh" -n '
proc:::exec-success /ppid == $target/ {
	@[curpsinfo->pr_psargs] = count();
	printf("[%s] %d [%s]\n", curpsinfo->pr_psargs, sizeof(curpsinfo->pr_psargs),
	    xlate <psinfo_t *>(curthread->real_parent)->pr_psargs);
}'
