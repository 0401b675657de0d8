/* In a clause of pid probes, struct tags name the traced process's types
 * (from DWARF) before the kernel's: a cast of an untyped argument, a
 * module-scoped tag (a.out`point), and sizeof. A pointer to such a struct
 * reads user memory. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_handle:entry
{
	this->r = (struct req *)arg0;
	printf("%s %d y=%d size=%d\n", stringof(this->r->name), this->r->at.x,
	    ((struct a.out`point *)&this->r->at)->y, sizeof (struct req));
}
