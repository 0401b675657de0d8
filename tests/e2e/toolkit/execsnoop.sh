# execsnoop: one line per exec, with the parent's PID.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
printf 'echo $$ > %s/pid\n/bin/true\n/bin/echo hi >/dev/null\nexit 0\n' "$SONDA_TEST_TMP" > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -s "$T/execsnoop.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out"
# the shell's children: PPID is the shell's PID
sh_pid=$(cat "$SONDA_TEST_TMP/pid")
awk -v p="$sh_pid" '$3 == p { print $4 }' "$SONDA_TEST_TMP/out"
