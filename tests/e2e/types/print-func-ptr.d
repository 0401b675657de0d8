/* @@args: -q */
/* @@mask-ptr */
/* A function pointer, whatever its declaration says, has libdtrace's one
 * type of them (dt_decl_type: int of no arguments), which libctf names
 * "int (*)(*) ()"; a pointer to one "int (**)(*) ()", an array of them
 * "int (*[2])(*) ()" (an array of non-integers ends the print( ) after its
 * line). */
struct ops {
	void (*fp)(int);
	long (**pp)(char *, int);
	int (*fa[2])();
};

BEGIN
{
	o = (struct ops *)alloca(sizeof (struct ops));
	o->fp = (void (*)(int))0x1234;
	o->pp = (long (**)(char *, int))0x10;
	o->fa[1] = (int (*)())0x20;
	print(o);
	print(&o->fp);
	print(&o->pp);
	exit(0);
}
