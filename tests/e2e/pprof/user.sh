# -x pprof: user stacks of a program with known call counts, read by Go's
# own pprof: exact flat and cumulative counts, the traces, and the
# mapping of the program with its GNU build-id.
. ./_lib.sh
prof=$SONDA_TEST_TMP/user.pb.gz
"$SONDA" -x pprof="$prof" -qn 'pid$target::leaf:entry { @calls[ustack()] = count(); }' \
	-c "$SONDA_TRIGGERS/ucalls 3 5" >/dev/null || exit 1
echo "== top"
top_rows "$prof" | grep -E ' (leaf|one|two|main)$'
echo "== traces"
pprof -traces "$prof" | awk '/^ *[0-9]+ +leaf$/ { n = $1; getline; print n, $1 }' | sort
echo "== mapping"
bid=$(readelf -n "$SONDA_TRIGGERS/ucalls" | awk '/Build ID/ { print $3 }')
pprof -raw "$prof" | awk -v bid="$bid" '/^Mappings/ { m = 1 } m && /\/ucalls / {
	print ($NF == "[FN]" && $(NF - 1) == bid) ? "ucalls build-id ok" : "bad: " $0 }'
