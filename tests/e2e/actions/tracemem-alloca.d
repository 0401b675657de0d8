/* tracemem( ) of an alloca( )'d pointer reads at the pointer's value,
 * which in DTrace is an offset in its scratch memory (dt_cg_act_tracemem( )
 * does not turn it into an address as dt_cg_check_ptr_arg( ) would): the
 * read fails and the record is zeros, as tracemem( ) of any address that
 * cannot be read is. */
BEGIN
{
	this->p = (char *)alloca(4);
	this->p[0] = 'A';
	this->p[1] = 'B';
	printf("%c%c", this->p[0], this->p[1]);
	tracemem(this->p, 4);
	tracemem(this->p, 4, 2);
	exit(0);
}

/* @@args: -q */
