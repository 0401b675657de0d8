/* copyin() of a struct argument and copyinstr() of a string member (the
 * string's page is only touched by the program from its first round on,
 * so round 0 is left out: an untouched page cannot be read). */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
/* @@sort */
struct req {
	int id;
	char *name;
	long size;
};

pid$target:a.out:up_handle:entry
/((struct req *)copyin(arg0, sizeof(struct req)))->id > 0/
{
	this->r = (struct req *)copyin(arg0, sizeof(struct req));
	printf("%d %s %d\n", this->r->id, copyinstr((uintptr_t)this->r->name),
	    this->r->size);
}
