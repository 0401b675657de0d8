/* A function pointer in a message is "function pointer" (dt_type_name). */
BEGIN
{
	this->f = (void (*)(int))0;
	tracemem(this->f, 8, this->f);
}

/* @@args: -x errtags */
/* @@status: 1 */
