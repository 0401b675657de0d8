# vtimestamp never goes back for a thread: the time since the scheduler
# last accounted is an estimate (host steal and interrupt time count until
# the scheduler takes them out), so each reading is at least the thread's
# previous one. Every read(2) of dd, and of the processes it forks, has a
# return vtimestamp at least its entry's.
"$SONDA" -q -c "dd if=/dev/zero of=/dev/null bs=1 count=100000 status=none" -n '
syscall::read:entry { self->s = vtimestamp; }
syscall::read:return /self->s/ {
	@[(int64_t)(vtimestamp - self->s) < 0 ? "went back" : "went forward"] = count();
	self->s = 0;
}
END { printa("%s\n", @); }' | sed '/^$/d'
