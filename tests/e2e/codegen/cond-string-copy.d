/* @@args: -q */
/*
 * ?: with string arms gives a copy of the chosen string, as DTrace's
 * dt_cg_ternary_op( ): a variable assigned a ?: one of whose arms is
 * itself keeps its value (a store zeroes its target before copying, so
 * without the copy it became ""), for clause-local, global and
 * thread-local strings. A ?: with a constant condition is folded to its
 * arm by the parser (dt_node_op3), so that one is s = s: "".
 */
BEGIN
{
	this->s = "abc";
	this->s = this->s == "abc" ? this->s : "x";
	g = "def";
	g = timestamp ? g : "y";
	self->t = "ghi";
	self->t = timestamp ? strjoin(self->t, "!") : self->t;
	self->t = timestamp ? self->t : "z";
	u = "q";
	u = timestamp ? "w" : u;
	n = timestamp ? (string)0 : "a";
	f = "folded";
	f = 1 ? f : "no";
	printf("%s %s %s %s %d [%s]\n", this->s, g, self->t, u, n == NULL, f);
	exit(0);
}
