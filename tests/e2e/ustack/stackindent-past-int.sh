# stackindent is an int when stacks are printed (dt_print_ustack( ),
# dt_print_stack( ): indent = (int)stackindent), written with "%*s": 4294967298
# is 2 blanks, and 4294967295, -1, one blank (a negative width is
# left-justified, not nothing). Offsets depend on the compiler and are cut.
for i in 4294967298 4294967295 0; do
	"$SONDA" -x stackindent=$i -q -n 'pid$target:a.out:leaf:entry /i++ == 0/
	{
		ustack(2);
	}' -c "$SONDA_TRIGGERS/ucalls 1 1" | sed 's/+0x[0-9a-f]*$//; s/$/|/'
done
