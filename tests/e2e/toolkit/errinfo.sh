# errinfo: failed system calls with their errno (ENOENT = 2).
set -o pipefail
# every syscall probe: attaching and detaching ~700 takes a while
# @@timeout: 120
T="$SONDA_ROOT/scripts/toolkit"
"$SONDA" -s "$T/errinfo.d" -c "/bin/ls /nonexistent/x" > "$SONDA_TEST_TMP/out" 2>/dev/null
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk '$1 == "ls" && $4 == 2 { n++ } END { print (n > 0 ? "ls ENOENT seen" : "missing") }' "$SONDA_TEST_TMP/out"
grep -c '^EXEC .*COUNT$' "$SONDA_TEST_TMP/out"
