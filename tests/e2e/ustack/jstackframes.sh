# jstack( ) is ustack( ) with its own default depth, the jstackframes
# option (50), as DTrace documents it; ustackframes does not change it.
# Offsets depend on the compiler and are cut off.
"$SONDA" -x jstackframes=2 -x ustackframes=1 -q -n 'pid$target:a.out:leaf:entry /i++ == 0/
{
	printf("jstack:");
	jstack();
	printf("ustack:");
	ustack();
}' -c "$SONDA_TRIGGERS/ucalls 1 1" | sed 's/+0x[0-9a-f]*$//'
