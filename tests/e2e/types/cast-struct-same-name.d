/* @@args: -q */
/* A cast to a struct or union of the operand's name and size is taken, as
 * DTrace's dt_cook_op2( ) checks a cast with ctf_type_compat( ) first: a D
 * struct list_head of 16 bytes from the kernel's (sonda compared the
 * members, D_CAST_INVAL). */
struct list_head { uint64_t a; uint64_t b; };

BEGIN
{
	x = (struct list_head)curthread->tasks;
	printf("%d %d\n", x.a == (uint64_t)curthread->tasks.next,
	    x.b == (uint64_t)curthread->tasks.prev);
	this->p = (struct list_head *)&curthread->tasks;
	printf("%d\n", this->p->b == (uint64_t)curthread->tasks.prev);
	exit(0);
}
