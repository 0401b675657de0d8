/* @@args: -q */
/*
 * stringof and (string) of a char array that holds no NUL: in DTrace the
 * array's value is its address (dt_cg_node( )'s DT_TOK_STRINGOF and casts
 * keep the register), and a string is read there up to strsize bytes, so
 * the string runs on into the next member. printf( ) of the array itself
 * records its own 8 bytes (dt_cg_store_val( ): the size of its type).
 */
struct foo { char c[8]; char d[4]; };
struct foo gs;

BEGIN
{
	gs.c[0] = 'a'; gs.c[1] = 'b'; gs.c[2] = 'c'; gs.c[3] = 'd';
	gs.c[4] = 'e'; gs.c[5] = 'f'; gs.c[6] = 'g'; gs.c[7] = 'h';
	gs.d[0] = 'X';
	this->s = stringof(gs.c);
	printf("%s|%s|%s|%s\n", stringof(gs.c), (string)gs.c, this->s, gs.c);
	@[stringof(gs.c)] = count();
	exit(0);
}
