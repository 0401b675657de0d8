_DTRACE_TESTING=1 "$SONDA" -F -n 'BEGIN { trace(1); } BEGIN { printf("two"); exit(0); }' 2>&1
# With _DTRACE_TESTING set, DTrace's chew() (cmd/dtrace.c) prints the -F
# heading without the CPU column ("%-41s\n" of FUNCTION), as it prints
# the records' prefix.
