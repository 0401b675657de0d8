# printsize is a dynamic option (dt_options.c's _dtrace_drtoptions), so
# setopt( ) changes the bound of the print( )s after it: dt_print_type( )
# reads it at each print. Unset, the whole struct prints (zero members
# left out); at 16 the elements of w (at offset 12) past byte 16 are cut
# with "..."; setopt( ) with no value sets it to "1" (the
# consumer's toggle value, dt_consume.c), which dt_opt_printsize( ) rounds
# up to 8, cutting inside 'in'. Checked on dtrace-ref.
"$SONDA" -q -n 'struct t { int x; struct { int y; int z; } in; int w[4]; };
BEGIN
{
	this->p = (struct t *)alloca(sizeof(struct t));
	this->p->x = 1;
	this->p->in.z = 5;
	this->p->w[3] = 9;
	print(this->p);
	setopt("printsize", "16");
	print(this->p);
	setopt("printsize");
	print(this->p);
	exit(0);
}' | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
