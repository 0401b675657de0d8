/* A kernel typedef is a type name whatever it is called (select(2)'s
 * fd_set, u32, bool), as DTrace's lexer (dt_lex.l id_or_type( )) takes any
 * identifier its type lookup finds for one, unless a variable's
 * assignment, subscript or statement end follows it. sonda knew only the
 * names ending in _t or starting with __. */
BEGIN
{
	printf("%d %d %d\n", sizeof(fd_set), sizeof(u32), sizeof(bool));
	p = (fd_set *)8;
	printf("%d %d\n", (u64)p, (u8)257);
	exit(0);
}

/* @@args: -q */
