/* The ERROR clauses' alloca( )s go on from the faulting clause's scratch
 * top, as in DTrace, whose ERROR program (dt_cg_tramp_error( )) does not
 * reset it: past scratchsize, the ERROR clause ends, silently. */
int z;
BEGIN { this->a = (char *)alloca(z + 200); trace(*(int *)(z + 8)); }
BEGIN { this->b = (char *)alloca(8); trace(*(int *)(z + 16)); }
BEGIN { exit(0); }
ERROR { this->e = (char *)alloca(100); printf("first ERROR clause: %d\n", arg5); }
ERROR { this->f = (char *)alloca(8); printf("second ERROR clause: %d\n", arg5); }

/* @@args: -q */
