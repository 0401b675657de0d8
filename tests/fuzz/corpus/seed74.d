/* An offset probe (hex offset in the function) fires at that instruction;
 * up_add is "lea (%rdi,%rsi),%eax; ret", so offset 3 is the ret. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 4" */
pid$target:a.out:up_add:3
{
	@[probefunc, probename] = count();
}

END
{
	printa("%s %s %@d\n", @);
}
