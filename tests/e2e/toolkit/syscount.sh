# syscount: counts by process and by system call.
set -o pipefail
# every syscall probe: attaching and detaching ~700 takes a while
# @@timeout: 120
T="$SONDA_ROOT/scripts/toolkit"
"$SONDA" -s "$T/syscount.d" -c /bin/true > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out"
grep -E '^(PROCESS|SYSCALL) ' "$SONDA_TEST_TMP/out" | tr -s ' '
awk '$1 == "true" && $2 > 0 { print "true counted" }' "$SONDA_TEST_TMP/out"
awk '$1 == "exit_group" && $2 > 0 { print "exit_group counted" }' "$SONDA_TEST_TMP/out"
