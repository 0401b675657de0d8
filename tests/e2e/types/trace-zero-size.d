/* trace( ) of a value of size 0 (a struct only declared, as a kernel
 * struct without members or a [0] array is) records no bytes: DTrace's
 * dt_cg_store_val( ) adds a record of ctf_type_size( ), 0, and copies 0
 * bytes into it, and dt_print_rawbytes( ) prints nothing for it. sonda
 * took such a record for print( )'s and the verifier refused the program. */
struct xs;
struct xs *p;

BEGIN
{
	p = (struct xs *)alloca(8);
	trace(*p);
	printf("|\n");
	exit(0);
}

/* @@args: -q */
