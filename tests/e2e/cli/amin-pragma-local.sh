# #pragma D option amin holds for its own program only: dt_opt_amin( ) sets
# the compiling program's pcb_amin (and its DTRACE_C_EATTR), as it does
# the compiler flags; -x amin sets dt_amin, every program's. A pragma
# after the clause still holds for it (clauses are cooked once the program
# is parsed).
"$SONDA" -x errtags -e -n '#pragma D option amin=Unstable/Unstable/Common
BEGIN { trace(1); }' -n 'BEGIN { trace(curthread); }' 2>&1
echo "rc $?"
"$SONDA" -x errtags -e -x amin=Unstable/Unstable/Common -n 'BEGIN { trace(1); }' -n 'BEGIN { trace(curthread); }' 2>&1
echo "rc $?"
printf 'BEGIN { trace(curthread); }\n#pragma D option amin=Unstable/Unstable/Common\n' > "$SONDA_TEST_TMP/a.d"
"$SONDA" -x errtags -e -s "$SONDA_TEST_TMP/a.d" 2>&1 | sed 's|script .*/a.d|script a.d|'
echo "rc ${PIPESTATUS[0]}"
