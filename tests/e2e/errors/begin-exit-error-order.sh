# After an exit( ) in BEGIN, DTrace reads the buffer that BEGIN and END
# wrote to in two passes (dt_consume.c, dt_consume_begin( )): first BEGIN's
# records and the errors BEGIN's clauses raised, then everything else. The
# ERROR clause's output is the ERROR probe's, so it comes after all of
# BEGIN's and before END's.
"$SONDA" -q -s /dev/stdin 2> "$SONDA_TEST_TMP/err" <<'D'
BEGIN { *(int *)0; }
BEGIN { printf("begin\n"); exit(0); }
ERROR { printf("error %d\n", arg4); }
END { printf("end\n"); }
D
sed 's/BPF pc [0-9]*/BPF pc N/' "$SONDA_TEST_TMP/err"
