/* After an exit( ) in BEGIN, DTrace reads the buffer that BEGIN and END
 * wrote to in two passes (dt_consume.c, dt_consume_begin( )): BEGIN's
 * records first, then the others. chew( ) is what passes records over, and
 * a record of commit( )s alone never reaches it: END's commit( ) is read in
 * the first pass, where BEGIN's committed records print, before END's
 * printf( ). */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculated in BEGIN\n");
}

BEGIN
{
	exit(0);
}

END
{
	printf("end\n");
}

END
{
	commit(s);
}

/* @@args: -q */
