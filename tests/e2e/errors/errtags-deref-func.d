typedef void (*handler_t)(int);

BEGIN
{
	this->h = (handler_t)0;
	trace(*this->h);
}

/* @@args: -x errtags */
/* @@status: 1 */
