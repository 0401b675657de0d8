/* (T *)array is the array's own address (K&R's decay), as &array[0]: not
 * the address of a copy */
BEGIN
{
	printf("%d %d\n", (char *)curthread->comm == &curthread->comm[0],
	    (char *)curthread->comm == (char *)curthread->comm);
	exit(0);
}

/* @@args: -q */
