# lockstat:::adaptive-acquire (mutex_lock's return: arg0 from the entry)
# and adaptive-release (mutex_unlock) of a seq_file's mutex, which dd's
# read of /proc/self/stat takes; spin-acquire/-release fire too.
# @@timeout: 90
$SONDA -qn 'BEGIN { a = 0; r = 0; sa = 0; sr = 0; }
	lockstat:::adaptive-acquire /pid == $target && arg0/ {
		self->l = arg0; a = 1; }
	lockstat:::adaptive-release /pid == $target && arg0 == self->l/ {
		r = 1; }
	lockstat:::spin-acquire /arg0/ { sa = 1; }
	lockstat:::spin-release /arg0/ { sr = 1; }
	END { printf("adaptive-acquire %d, release of that mutex %d\n", a, r);
		printf("spin-acquire %d, spin-release %d\n", sa, sr); }' \
	-c "dd if=/proc/self/stat of=/dev/null" | grep -v "^$"
$SONDA -qn "BEGIN { exit(0); }" >/dev/null 2>&1	# waits until every earlier run has detached
echo "kprobes left: $(grep -c . /sys/kernel/debug/kprobes/list)"
# the lock's type, as DTrace for Linux gives it
$SONDA -lv -n lockstat:::adaptive-acquire-error -n lockstat:::spin-acquire |
	grep 'args\['
