# ipl is a uint_t built-in that DTrace for Linux declares but cannot give:
# reading it is an illegal operation at run time (ERROR fires with
# DTRACEFLT_ILLOP); the rest of the clause does not run. Writing it is an
# error, as for every built-in.
"$SONDA" -qn '
BEGIN { x = ipl; printf("not reached\n"); }
BEGIN { printf("type %d\n", sizeof(ipl)); }
ERROR { printf("fault %d %s\n", arg4, arg4 == DTRACEFLT_ILLOP ? "illop" : "?"); }
BEGIN { exit(0); }' 2> "$SONDA_TEST_TMP/err"
sed -E 's/pc [0-9]+/pc N/' "$SONDA_TEST_TMP/err"
"$SONDA" -x errtags -qn 'BEGIN { ipl = 1; }' 2>&1
echo "status $?"
