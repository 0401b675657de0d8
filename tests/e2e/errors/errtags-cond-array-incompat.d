/*
 * ?: arms that are arrays of elements of different types: not pointers to
 * compatible types (dt_node_is_ptrcompat) nor ctf_type_compat( ) types,
 * though both arrays take 16 bytes
 */
struct foo { int arr[4]; };
struct foo gs;

BEGIN
{
	trace(sizeof(pid ? gs.arr : curthread->comm));
}

/* @@args: -x errtags */
/* @@status: 1 */
