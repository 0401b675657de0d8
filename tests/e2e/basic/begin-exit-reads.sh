# After an exit() in BEGIN, END fires before anything is read, and DTrace's
# dt_consume_begin() (dt_consume.c) reads the buffer of BEGIN's CPU, which
# END ran on too, in two passes: first the BEGIN probe's records (and the
# error lines of BEGIN's faults), then the rest in the order written, the
# records of the ERROR clauses BEGIN's faults ran first, then END's. The
# second pass is a read of its own (dt_consume_cpu()), which takes quiet
# afresh: BEGIN's setopt("quiet") makes END's trace() quiet.
export _DTRACE_TESTING=1
"$SONDA" -n 'BEGIN { trace(1); } BEGIN { x = *(int *)0; } BEGIN { trace(2); exit(0); }
ERROR { trace(3); } END { trace(4); }' 2>"$SONDA_TEST_TMP/err"
echo "rc $?"
sed 's/pc [0-9]*/pc N/' "$SONDA_TEST_TMP/err"
"$SONDA" -n 'BEGIN { setopt("quiet"); exit(0); } END { trace(5); }' 2>/dev/null
echo "rc $?"
