# vmstat: a header, then one line of seven counters per second (at least
# one in 2.5 seconds: attaching can take a while on a busy machine).
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
"$SONDA" -s "$T/vmstat.d" -c "sleep 2.5" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk 'NR > 1 && NF == 7 && $1 > 0 && $2 > 0 { n++ } END { print (n >= 1 ? "rows" : "no rows") }' "$SONDA_TEST_TMP/out"
