# vtimestamp counts the thread's time on CPU to the nanosecond, not only
# what the scheduler accounted at its last tick (every 4 ms or so): each
# read(2) of 1 MiB from /dev/zero (clearing memory, on CPU throughout, under
# a real-time policy so that load cannot take the CPU away) gets nearly its
# wall time, a 200 ms nanosleep(2) almost none.
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
chrt -f 50 dd if=/dev/zero of=/dev/null bs=1M count=64 2>/dev/null
sleep 0.2
W
"$SONDA" -qn '
syscall::read:entry, syscall::nanosleep:entry, syscall::clock_nanosleep:entry
/progenyof($target)/ { self->v = vtimestamp; self->t = timestamp; }
syscall::read:return /self->t && arg1 == 1048576/ {
	this->v = vtimestamp - self->v;
	this->t = timestamp - self->t;
	@reads = count();
	@oncpu = sum(this->v * 100 >= this->t * 60 && this->v * 100 <= this->t * 105);
}
syscall::nanosleep:return, syscall::clock_nanosleep:return /self->t/ {
	@sleeps = count();
	@offcpu = sum((vtimestamp - self->v) * 10 <= timestamp - self->t);
}
syscall::read:return, syscall::nanosleep:return, syscall::clock_nanosleep:return {
	self->t = 0;
}
END {
	printa("reads %@d, on CPU %@d\n", @reads, @oncpu);
	printa("sleeps %@d, off CPU %@d\n", @sleeps, @offcpu);
}' -c "sh $SONDA_TEST_TMP/w.sh" |
awk '$1 == "reads" { print $1, $2, ($5 >= 58) ? "on-cpu" : "wrong: " $0 }
     $1 == "sleeps" { print $1, $2, ($5 == 1) ? "off-cpu" : "wrong: " $0 }'
