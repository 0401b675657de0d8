/* stringof( ) and a (string) cast of an address only check it for NULL
 * (DT_TOK_STRINGOF in DTrace's dt_cg_node( )): the string is the address,
 * and what uses it reads it as it would any unreadable string: printf( )
 * and strlen( ) see "", index( ) gives -1 (dt_index( ) tests its reads), a
 * comparison with "" finds it greater (dt_strcmp( )), a store faults with
 * its address (dt_cg_memcpy( )). */
string g;

BEGIN
{
	printf("[%s] %d %d %d\n", stringof(8), strlen(stringof(8)),
	    index(stringof(8), ""), stringof(8) == "");
	printf("[%s] %d %d %d\n", (string)8, strlen((string)8),
	    index((string)8, ""), (string)8 > "");
}

BEGIN
{
	g = stringof(8);
	printf("not reached\n");
}

BEGIN
{
	printf("g [%s]\n", g);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d at %x\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x8\) */
