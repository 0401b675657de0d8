# A fault in an ERROR clause ends that clause without an error line (DTrace's
# ERROR program never fires ERROR again: dt_bpf_reloc_error_prog( )); the
# later ERROR clauses run, and only the first fault is reported.
"$SONDA" -q -s /dev/stdin 2>&1 <<'D' | sed 's/pc [0-9]*/pc N/'
int z;

BEGIN { *(int *)z; }
BEGIN { exit(0); }

ERROR { printf("first ERROR clause: fault %d\n", arg4); trace(1 / z); }
ERROR { printf("second ERROR clause: clause %d fault %d value %d\n", arg2, arg4, arg5); }
D
