/*
 * A translated char array member whose translator gives an array in memory
 * (procfs.d's pr_fname and pr_name are T->comm) is that array: DTrace's
 * dt_cg_node( ) generates the member's expression in place, whose value is
 * the array's address, so a cast to a pointer is the task's comm (the
 * NEWS's ((char *)curlwpsinfo->pr_name)[32] reads past it there), as for a
 * program's own translator, through -> and through a translation by value.
 */
#pragma D option quiet

struct o { int n; char c[16]; };
translator struct o < struct task_struct *T > { n = 1; c = T->comm; };

BEGIN
{
	printf("%d %d %d\n", (char *)curlwpsinfo->pr_name == (char *)curthread->comm,
	    (char *)curpsinfo->pr_fname == (char *)curthread->comm,
	    (void *)curpsinfo->pr_fname == (void *)curthread->comm);
	printf("%d %d\n", (char *)xlate<struct o *>(curthread)->c == (char *)curthread->comm,
	    (char *)xlate<struct o>(curthread).c == (char *)curthread->comm);
	printf("%d %d\n", ((char *)curlwpsinfo->pr_name)[32] == ((char *)curthread->comm)[32],
	    ((uchar_t *)curpsinfo->pr_fname)[40] == ((uchar_t *)curthread->comm)[40]);
	self->p = (char *)curlwpsinfo->pr_name;
}

BEGIN
{
	this->x = "a string of its own in scratch memory";
	printf("%d %s\n", self->p == (char *)curthread->comm, stringof(self->p));
	exit(0);
}
