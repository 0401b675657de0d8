/* @@args: -q */
/* A speculation id is a uint32_t wherever DTrace uses one: speculate( )
 * passes it to dt_speculation_speculate(uint32_t) and stores it as a word
 * (dt_cg_act_speculate( )), commit( ) and discard( ) to
 * dt_speculation_set_drainable(uint32_t) (bpf/speculation.c) and the
 * consumer reads a uint32_t of their record (dt_consume.c). So the high
 * bits of a 64-bit id are lost: s + 2^32 is speculation s, 2^32 is id 0
 * (nothing to do, no fault), and 2^32 - 1 is past nspec: an illegal
 * operation. */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s + 0x100000000);
	printf("speculated as %d\n", s + 0x100000000);
}

BEGIN
{
	commit(0x100000000);
}

BEGIN
{
	printf("before the commit\n");
}

BEGIN
{
	commit(s + 0x200000000);
}

BEGIN
{
	commit(0xffffffff);
}

BEGIN
{
	printf("after, speculation %d\n", speculation());
	exit(0);
}

/* @@stderr-match: ^sonda: error in dt_clause_5 for probe ID 1 \(dtrace:::BEGIN\): illegal operation at BPF pc [0-9]+$ */
/* @@stderr-match: ^sonda: 1 failed speculation \(available buffer\(s\) still busy\)$ */
