/* DTrace checks the bounds of an array at run time only in an addition
 * whose left operand is the array (dt_cg_arithmetic_op( ): a[i] is
 * *(a + i)): i + a and a - i read past the array's ends without a fault,
 * as pointer arithmetic does. The kernel's char is unsigned (dt_btf.c), so
 * the bytes are compared through unsigned char pointers. */
BEGIN
{
	i = 40;
	printf("%d\n", *(i + curthread->comm) == *((unsigned char *)&curthread->comm[0] + i));
	i = 1;
	printf("%d\n", &curthread->comm[0] - (curthread->comm - i));
	printf("%d\n", *(curthread->comm - i) == *((unsigned char *)&curthread->comm[0] - 1));
	i = -2;
	printf("%d\n", *(curthread->comm - i) == curthread->comm[2]);
}

BEGIN
{
	i = 16;
	printf("not reached %d\n", *(curthread->comm + i));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d index %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: index out of bounds \(16\) */
