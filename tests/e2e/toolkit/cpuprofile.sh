# cpuprofile: a busy shell loop is sampled; its stacks print with counts.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
printf 'i=0\nwhile [ $i -lt 200000 ]; do i=$((i+1)); done\n' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -s "$T/cpuprofile.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out"
grep -q '^  sh ' "$SONDA_TEST_TMP/out" && echo "sh sampled"
