# killsnoop: kill(2) calls with signal, target and result (-ESRCH = -3).
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
printf 'kill -USR1 999999 2>/dev/null\nexit 0\n' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -s "$T/killsnoop.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk '$4 == 999999 { print $2, $3, $4, $5 }' "$SONDA_TEST_TMP/out"
