/* A store into a member, an element or *p takes what dt_node_is_argcompat( )
 * takes (dt_cook_op2( )'s =): a pointer to a compatible type by
 * ctf_type_compat( ), so an int * member takes no long *. */
struct s {
	int *p;
	long *q;
};

BEGIN
{
	this->s = (struct s *)alloca(sizeof (struct s));
	this->s->p = 0;
	this->s->q = (long long *)this->s->q;
	this->s->p = this->s->q;
}

/* @@args: -x errtags */
/* @@status: 1 */
