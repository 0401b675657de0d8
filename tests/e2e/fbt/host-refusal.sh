# On a kernel without kprobes and without fentry (this project's host), fbt
# and kinst say which kernel feature is missing, -l lists none of their
# probes, and -Z accepts a script whose fbt descriptions match nothing.
# The probes themselves are tested in a qemu guest: tests/vm (make vmtest).
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "the kernel has kprobes: fbt runs here (see tests/vm)" >&2
	exit 77
fi
"$SONDA" -qn 'fbt::vfs_read:entry { exit(0); }' > "$SONDA_TEST_TMP/out" 2>&1
echo "status $?"
head -n 1 "$SONDA_TEST_TMP/out" | sed -E 's/; no fentry \([^)]*\)\)/; no fentry (...))/'
"$SONDA" -x fbtmode=kprobe -qn 'kinst::vfs_read:0 { exit(0); }' > "$SONDA_TEST_TMP/out" 2>&1
head -n 1 "$SONDA_TEST_TMP/out"
"$SONDA" -l | awk '$2 == "fbt" || $2 == "kinst"' | wc -l
"$SONDA" -Z -qn 'fbt::vfs_read:entry { } BEGIN { printf("-Z ok\n"); exit(0); }'
