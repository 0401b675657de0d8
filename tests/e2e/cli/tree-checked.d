/* @@args: -x tree=4 -e */
/* -x tree=4 on clause-local, thread-local, associative and builtin
 * variables, ?:, casts, sizeof, stringof, unary operators, pointer
 * elements and struct members of kernel types, an inline, a predicate. */
inline int LIMIT = 3 * 2;

syscall::read:entry
/pid != 0 && execname != "init"/
{
	this->t = (long)timestamp;
	self->ts[probefunc, 1] = this->t ? this->t : -1;
	n["k"] = sizeof (int) + LIMIT;
	p = curthread;
	q = &p->pid;
	r = *q + q[0];
	s = stringof(-r);
	u = !r ? ~r : r++;
	trace(arg0);
}
