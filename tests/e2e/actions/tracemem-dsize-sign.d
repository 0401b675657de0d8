/* tracemem( )'s display size is the smaller of it and the record's when
 * it is positive: an unsigned one always is, a signed one when its sign
 * bit (of its own size) is clear; a negative one shows the whole record
 * (dt_print_tracemem( ): dpositive, DTRACE_TRACEMEM_SIZE/SSIZE). */
BEGIN
{
	tracemem(curthread->comm, 16, (char)-1);
	tracemem(curthread->comm, 16, (unsigned char)3);
	tracemem(curthread->comm, 16, (short)-3);
	tracemem(curthread->comm, 16, (unsigned short)65535);
	tracemem(curthread->comm, 16, (int)0x80000001);
	tracemem(curthread->comm, 16, (unsigned)0x80000001);
	tracemem(curthread->comm, 16, (uint64_t)5);
	tracemem(curthread->comm, 16, -9223372036854775807 - 1);
	tracemem(curthread->comm, 16, 0);
	exit(0);
}

/* @@args: -q */
