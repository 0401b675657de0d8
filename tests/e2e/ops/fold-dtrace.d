/* @@args: -q */
/* Constants fold as DTrace's parser folds them (dt_node_op1/op2), not as
 * the same operators compute at run time: - of an unsigned constant keeps
 * its type's bits, ! keeps the constant's type, >> is logical, and / % <
 * take the sign of the operand of higher rank (here unsigned char). */
BEGIN
{
	printf("%d %d %d\n", -1u / 2, -40u + 0L, sizeof (!5ul));
	printf("%d %x\n", (-8L) >> 1, ~!5ul);
	printf("%d %d\n", (unsigned char)200 < (char)-1,
	    (unsigned char)200 / (char)-2);
	exit(0);
}
