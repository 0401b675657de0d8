# An ERROR clause may speculate( ) like any clause (DTrace compiles it as
# one, dt_cg.c): its record is speculative, committed by a later firing.
# Each case prints its own lines, in order:
#  1. a fault in a tick firing; a later tick firing commits: printed.
#  2. a fault in BEGIN; BEGIN commits, then exit( ): END runs where BEGIN
#     did, so DTrace's dt_consume_begin( ) (dt_consume.c) reads BEGIN's
#     buffer first with a filter that passes only BEGIN's records; the
#     commit drains the speculation there and its ERROR record is filtered
#     out, and the second reading finds the speculation gone: nothing.
#  3. a speculative clause that faults: the ERROR clause's record is not
#     speculative (its prologue clears the buffer's speculation id), and
#     the speculation stays busy for good (speculate( ) counted a buffer
#     that never came, dt_consume.c's read < written).
"$SONDA" -q -n '
BEGIN { s = speculation(); }
tick-1ms /n++ == 0/ { x = *(int *)0; }
ERROR { speculate(s); printf("1: spec err %d\n", arg4); }
tick-1ms /n == 3/ { commit(s); }
tick-1ms /n == 6/ { exit(0); }' 2>/dev/null

"$SONDA" -q -n '
BEGIN { s = speculation(); }
BEGIN { x = *(int *)0; }
ERROR { speculate(s); printf("2: spec err %d\n", arg4); }
BEGIN { commit(s); }
BEGIN { printf("2: begin\n"); exit(0); }' 2>/dev/null

"$SONDA" -q -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("3: kept\n"); x = *(int *)0; }
ERROR { printf("3: err %d, speculated %d\n", arg4, s); }
BEGIN { commit(s); }
tick-1ms /n++ == 5/ { printf("3: again %d\n", speculation()); exit(0); }' 2>"$SONDA_TEST_TMP/err"
sed 's/BPF pc [0-9]*/BPF pc N/' "$SONDA_TEST_TMP/err"
