/* evaltime=exec: the command is held right after exec, before its first
 * instruction, when libc is not mapped yet; a probe naming libc (under -Z,
 * else it matches nothing, as in DTrace) is put on the file and fires once
 * the dynamic linker maps it. main's entry fires
 * too. */
/* @@args: -q -Z -x evaltime=exec -c "$SONDA_TRIGGERS/upid 2" */
pid$target:a.out:main:entry
{
	@m = count();
}

pid$target:libc.so.6:strtol:entry
{
	@s = count();
}

END
{
	printa("main %@d\n", @m);
	printa("strtol %@d\n", @s);
}
