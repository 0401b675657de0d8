# -x debug: DTrace-style "NAME DEBUG <time>: text" lines on stderr.
# -x core: sonda ends with a core dump whose command line names dtrace.
"$SONDA" -xdebug -qn 'BEGIN { exit(0); }' 2>&1 >/dev/null |
	awk '$2 == "DEBUG" && int($3) > 0 { n++ } END { print (n > 3 ? "debug lines" : "no debug") }'
cd "$SONDA_TEST_TMP"
if [ "$(cat /proc/sys/kernel/core_pattern)" != core ]; then
	echo "core dumps do not go to ./core here" >&2
	exit 77
fi
( "$SONDA" -xcore -qn 'BEGIN { exit(0); }' 2>/dev/null ) 2>/dev/null
echo "status $?"
file core | grep -q "core file.*from 'dtrace -xcore" && echo "core from dtrace"
