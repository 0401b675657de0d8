/* @@args: -q */
/* Pointers are compatible when what they point to is, by libctf's
 * ctf_type_compat( ) (dt_node_is_ptrcompat( ), dt_node_is_argcompat( )):
 * integers of one encoding whatever their names, so D's unsigned long *
 * and uint64_t * compare with and take the kernel's long unsigned int *
 * (struct sched_avg's load_avg), and long * a long long *. */
BEGIN
{
	this->l = &curthread->se.avg.load_avg;
	this->u = (unsigned long *)this->l;
	this->w = (uint64_t *)this->l;
	printf("%d %d\n", this->u == this->l, this->l == this->w);
	p = (unsigned long *)0;
	p = &curthread->se.avg.load_avg;
	printf("%d\n", p == this->l);
	q = (long long *)0;
	q = (long *)this->l;
	printf("%d\n", q == (long *)this->l);
	exit(0);
}
