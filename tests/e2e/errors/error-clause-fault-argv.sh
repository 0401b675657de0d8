# After an ERROR clause faults, the faulting firing's later clauses see
# arg0..arg5 as the ERROR firing's (0, probe ID, clause, pc, fault, value):
# DTrace's dt_probe_error( ) (bpf/probe_error.c) has one saved_argv, which
# the ERROR clause's own fault overwrites with the ERROR arguments. Without
# a fault in an ERROR clause, the later clauses see their own arguments.
# The ERROR clauses run as the program's ERROR function (first), and
# inlined in the fault handler (second: ERROR reads arg6).
"$SONDA" -q -s /dev/stdin 2>&1 <<'D' | sed 's/pc [0-9]*/pc N/'
BEGIN { *(char *)0; }
ERROR { *(char *)0; }
BEGIN { printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3 != 0, arg4, arg5); exit(0); }
D
"$SONDA" -q -s /dev/stdin 2>&1 <<'D' | sed 's/pc [0-9]*/pc N/'
BEGIN { x = 1; }
BEGIN { *(char *)24; }
ERROR { trace(arg6); *(char *)0; }
BEGIN { printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3 != 0, arg4, arg5); exit(0); }
D
"$SONDA" -q -s /dev/stdin 2>&1 <<'D' | sed 's/pc [0-9]*/pc N/'
BEGIN { *(char *)0; }
ERROR { }
BEGIN { printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5); exit(0); }
D
