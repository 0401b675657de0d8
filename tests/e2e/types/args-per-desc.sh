# A clause whose descriptions give args[] other types is compiled for each
# description, as DTrace's dt_compile_one_clause() does: args[2] is read's
# size_t count in one and openat's int flags in the other, each with its
# own size and value (dd opens one file O_WRONLY); the second description's error is its own.
"$SONDA" -q -n 'syscall::read:entry, syscall::openat:entry /pid == $target/ {
	printf("%s %d %s\n", probefunc, sizeof(args[2]),
	       probefunc == "read" ? "-" : (args[2] & 3) == 1 ? "wronly" : "not wronly");
}' -c "dd if=/etc/hostname of=/dev/null status=none" | sort -u
echo "status ${PIPESTATUS[0]}"
# the copies are separate statements: a predicate per description
"$SONDA" -q -n 'syscall::read:entry, syscall::openat:entry /pid == $target && args[2] > 0/ {
	@[probefunc] = count();
}
END { printa("%s\n", @); }' -c "dd if=/etc/hostname of=/dev/null status=none" | sort
# an index past the second description's arguments is that one's error
"$SONDA" -x errtags -e -n 'syscall::openat:entry, syscall::read:entry { trace(args[3]); }' 2>&1
echo "status $?"
