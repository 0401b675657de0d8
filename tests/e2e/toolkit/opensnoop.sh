# opensnoop: opens with path, fd or -1 and errno.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
msg=$("$SONDA" -e -s "$T/opensnoop.d" 2>&1)
if [[ $msg == *"not supported by this version"* ]]; then
	echo "opensnoop.d needs copyinstr(), not in this build" >&2
	exit 77
fi
printf 'cat /etc/hostname > /dev/null\ncat /nonexistent/file 2>/dev/null\nexit 0\n' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -s "$T/opensnoop.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk '$2 == "cat" && $5 == "/etc/hostname" { print "hostname", ($3 >= 0 && $4 == 0) ? "ok" : "bad" }
     $2 == "cat" && $5 == "/nonexistent/file" { print "nonexistent", $3, $4 }' "$SONDA_TEST_TMP/out"
