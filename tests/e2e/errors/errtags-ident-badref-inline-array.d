/* an inline with parameters is no scalar */
inline int A[int k] = k;

BEGIN
{
	trace(A);
}

/* @@args: -x errtags */
/* @@status: 1 */
