/* @@status: 1 */
/* An aggregating function's value assigned through a chain of variables
 * is still an aggregating function called from a D expression (sema once
 * crashed on the outer assignment, found by the fuzzer). */
BEGIN
{
	j["b"] = quan = quantize(1);
	exit(0);
}
