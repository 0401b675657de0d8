/* An array's key types that begin with a typedef's name followed by a
 * comma: DTrace's lexer (dt_lex.l id_or_type( )) peeks past a name
 * inside a declaration's [ ] and takes one that ',' follows for a
 * variable, so "[uint8_t, string]" is a syntax error; "[uint8_t]",
 * "[uint8_t *, int]" and "[string, uint8_t]" are key types. */
int ok1[uint8_t];
int ok2[uint8_t *, int];
int ok3[string, uint8_t];
char a0[uint8_t, string];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
