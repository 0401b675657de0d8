/* An operand naming a global ("-8@upid_counter(%rip)") is read at the
 * global's address in the process, for PIE and non-PIE builds alike. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
/* @@sort */
upid$target:::counter
{
	printf("counter %d\n", arg0);
}
