# With aggrate, DTrace's consumer reads the aggregations at its first read
# of the buffers (BEGIN's, dt_consume_begin( )) and the one after it
# (dtrace_consume( ) sets dt_lastagg back to 0), then once an aggrate.
# Its first read waits for a record (epoll_wait( ), up to 1 s): when BEGIN
# records nothing, that is the read of the first getppid's records, and
# the second getppid's read reads the aggregations again; when BEGIN
# prints, the first getppid's read is the second one. With aggrate=1h no
# later read reads them: the later printa( )s print that view, END's a
# new one. The calls are 400 ms apart, each read on its own.
# @@serial
for begin in '' 'printf("begin\n");'; do
	"$SONDA" -q -x aggrate=1h -c "$SONDA_TRIGGERS/getppid 3 400000" -n '
	BEGIN { @b = count(); '"$begin"' }
	syscall::getppid:entry /pid == $target/ { @c = count(); @b = count(); }
	syscall::getppid:return /pid == $target/ { printa("c %@d b %@d\n", @c, @b); }
	END { printa("end c %@d b %@d\n", @c, @b); }'
done
