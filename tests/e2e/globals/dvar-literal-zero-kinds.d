/* @@args: -q */
/*
 * A literal 0 may be stored into a self-> variable or an associative
 * element of any type, a string or a struct too, and deletes it: DTrace's
 * dt_cook_op2( ) lets "dynamic variable = 0" pass whatever the variable's
 * type (dt_parser.c, DT_TOK_ASGN), and dt_cg_store_var( ) hands the 0 to
 * dt_get_dvar( ), which deletes the element (bpf/get_dvar.c). So its place
 * in the dynvarsize space is free again: with room for one element (a
 * string key of 261 bytes + 8, a string value of 256), each store after a
 * deletion fits, where it would be a dynamic variable drop. A deleted
 * string reads back as NULL, a deleted struct is an invalid address.
 */
#pragma D option dynvarsize=600

struct pt {
	int x;
	int y;
} g;

BEGIN
{
	a["k"] = "v";
	a["k"] = 0;
	self->s = "abc";
	self->s = 0;
	a["j"] = "w";
	printf("[%s] %d %d\n", a["j"], a["k"] == NULL, self->s == NULL);
	a["j"] = 0;
	g.y = 7;
	self->t = g;
	printf("%d\n", self->t.y);
	self->t = 0;
	self->s = "def";
	printf("[%s] %d\n", self->s, a["j"] == NULL);
}

BEGIN
{
	trace(self->t.y);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
	exit(0);
}
/* @@stderr-match: invalid address \(0x0\) */
