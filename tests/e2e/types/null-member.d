/* @@args: -q */
/* -> and . check the struct's address before adding the member's offset:
 * a NULL one is an invalid address 0 (DTrace's dt_cg_node( ), DT_TOK_PTR
 * and DT_TOK_DOT: dt_cg_check_notnull( )), also under & and for a struct
 * member; a non-NULL bad one faults where the member is. */
struct foo { int a; int b; struct { int c; } s; };

BEGIN { p = (struct foo *)0; trace(p->b); }
BEGIN { trace((*(struct foo *)0).b); }
BEGIN { trace((uint64_t)&((struct foo *)0)->b); }
BEGIN { trace(((struct foo *)0)->s.c); }
BEGIN { trace(((struct foo *)16)->b); }

ERROR
{
	printf("%d %d 0x%x\n", arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}
