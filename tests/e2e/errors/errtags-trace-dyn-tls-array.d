/* self->seen is an associative array: read without keys, DTrace's dt_cook_var( )
 * checks it against its signature (dt_idcook_sign( )): D_PROTO_LEN */
BEGIN
{
	self->seen[1] = 1;
	trace(self->seen);
}

/* @@args: -x errtags */
/* @@status: 1 */
