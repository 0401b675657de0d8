/* A string member is DTrace's char[strsize] (dt_open.c sizes the string
 * type with strsize elements): struct { string s; int x; } is 260 bytes
 * with x at 256, an array of three strings 768 bytes. A member or element
 * of type string holds its characters in place (not a pointer): a store
 * copies at most strsize bytes (dt_cg_store), and the value read back is
 * the string, in every kind of variable that holds such a struct. */
struct foo { string s; int x; };
struct foo g;
string arr[3];
self struct foo sf;
this struct foo tf;
struct foo a[int];

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(struct foo), offsetof(struct foo, x),
	    sizeof(string), sizeof(arr), sizeof(g.s));
	g.s = "glob"; g.x = 1;
	arr[0] = "zero"; arr[2] = "two";
	self->sf = g;	/* a member store needs the variable (dt_cg_load_var) */
	a[1] = g;
	self->sf.s = "self"; self->sf.x = 2;
	this->tf.s = "this"; this->tf.x = 3;
	a[1].s = "assoc"; a[1].x = 4;
	printf("%s %d %s %d %s %d %s %d\n", g.s, g.x, self->sf.s, self->sf.x,
	    this->tf.s, this->tf.x, a[1].s, a[1].x);
	printf("%s|%s|%s|%d\n", arr[0], arr[1], arr[2], strlen(arr[2]));
	@[g.s, arr[2]] = count();
	exit(0);
}

/* @@args: -q */
