/* Every kind of output record under oformat=json (json/all-records.sh). */
#pragma D option dynvarsize=4k
#pragma D option specsize=64

int n;

BEGIN
{
	trace(1);
	trace("two");
	setopt("nosuchoption");
	system("echo from system %d", 7);
}

syscall::getppid:entry
/pid == $target/
{
	n++;
	stack();
	ustack();
	this->m = (int *)alloca(sizeof (int));
	*this->m = n;
	tracemem(this->m, 4);	/* read at its scratch offset, as DTrace does: zeros */
	printf("call %d\n", n);
}

syscall::getppid:entry
/pid == $target && n == 1/
{
	trace(*(int *)copyin(0, 4));
}

ERROR
{
	printf("error clause: fault %d\n", arg4);
}

syscall::getppid:entry
/pid == $target && n == 2/
{
	self->spec = speculation();
	speculate(self->spec);
	printf("kept %d\n", n);
}

syscall::getppid:entry
/pid == $target && n == 2/
{
	commit(self->spec);
	self->spec2 = speculation();
}

syscall::getppid:entry
/pid == $target && n == 2/
{
	speculate(self->spec2);
	printf("dropped %d\n", n);
}

syscall::getppid:entry
/pid == $target && n == 2/
{
	discard(self->spec2);
}

syscall::getppid:entry
/pid == $target && n == 3/
{
	freopen("%s", $$1);
	printf("to the file %d\n", n);
	ftruncate();
	printf("after ftruncate %d\n", n);
	freopen("");
	printf("back %d\n", n);
}

syscall::getppid:entry
/pid == $target && n == 4/
{
	x[n, 1] = 1; x[n, 2] = 2; x[n, 3] = 3; x[n, 4] = 4; x[n, 5] = 5;
	x[n, 6] = 6; x[n, 7] = 7; x[n, 8] = 8; x[n, 9] = 9; x[n, 10] = 10;
	@c[probefunc] = count();
	@st[stack()] = count();
}

syscall::getppid:entry
/pid == $target && n == 5/
{
	exit(0);
}

END
{
	printf("end\n");
}
