# runqlat: a histogram of run-queue latency with some samples.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
"$SONDA" -s "$T/runqlat.d" -c "sleep 0.3" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out"
grep -o 'run queue latency (us)' "$SONDA_TEST_TMP/out"
grep -c 'value  ------------- Distribution ------------- count' "$SONDA_TEST_TMP/out"
awk '/\|/ { n += $3 } END { print (n > 0 ? "samples" : "none") }' "$SONDA_TEST_TMP/out"
