/* print( ) of a function pointer: the function it references has size 0,
 * named as libctf names libdtrace's one function type (dt_decl_type). */
BEGIN
{
	this->f = (void (*)(int))0;
	print(this->f);
}

/* @@args: -x errtags */
/* @@status: 1 */
