/* After an exit( ) in BEGIN, DTrace reads the buffer that BEGIN and END
 * wrote to in two passes (dt_consume.c, dt_consume_begin( )): BEGIN's
 * records first, then the others. END's commit( ), a record chew( ) never
 * sees, is read in the first pass, and the records it commits go through
 * that pass's filter (dt_commit_one_spec( )): END's speculated printf( ) is
 * lost, and the speculation is free again. */
BEGIN
{
	exit(0);
}

END
{
	s = speculation();
}

END
{
	speculate(s);
	printf("speculated in END\n");
}

END
{
	commit(s);
}

END
{
	printf("end %d\n", s);
}

/* @@args: -q */
