/* @@args: -q */
/* Thread-local associative arrays: self->a[keys], apart from a global a[]
 * of the same name and from a self->a scalar. */
BEGIN
{
	a[1, "x"] = 10;
	self->a[1, "x"] = 20;
	self->a[2, "y"] = 30;
	self->s["k"] = "value";
	self->a[2, "y"]++;
	self->a[2, "y"] += 5;
	printf("%d %d %d %d %s\n", a[1, "x"], self->a[1, "x"], self->a[2, "y"],
	    self->a[3, "z"], self->s["k"]);
	self->a[1, "x"] = 0;
	printf("%d %d\n", self->a[1, "x"], a[1, "x"]);
	exit(0);
}
