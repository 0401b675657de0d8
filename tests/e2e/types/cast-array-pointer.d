/* (T *)array is the array's own address (K&R's decay), as &array[0]: not
 * the address of a copy. D's char is signed and the kernel's is not
 * (dt_btf.c), so the kernel's array is cast to unsigned char *, a pointer
 * to the same encoding as its elements'. */
BEGIN
{
	printf("%d %d\n", (unsigned char *)curthread->comm == &curthread->comm[0],
	    (char *)curthread->comm == (char *)curthread->comm);
	exit(0);
}

/* @@args: -q */
