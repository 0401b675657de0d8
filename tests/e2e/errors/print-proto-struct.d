/* print( ) takes a pointer to the object, not the object (void(void *)) */
BEGIN
{
	print(*curthread);
}

/* @@args: -x errtags */
/* @@status: 1 */
