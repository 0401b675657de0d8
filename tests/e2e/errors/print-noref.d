/* The constant 0 and arrays are compatible with void *, but reference no
 * type: DTrace's code generator stops on them (a libctf error) */
BEGIN
{
	print(curthread->comm);
}

/* @@args: -x errtags */
/* @@status: 1 */
