# .gnu_debuglink: the stripped upid-debuglink names its debug file, found
# next to it (and the same name under .debug/), so ustack() names its
# functions. A debug file of that name whose CRC is not the one the link
# records is not used: the frames then print as module`address.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
D='pid$target:libc.so.6:strtol:entry { @[ustack(3)] = count(); }'
mask() { sed -e 's/+0x[0-9a-f]*$/+{off}/' -e 's/`0x[0-9a-f]*$/`{addr}/'; }
echo "-- beside it"
"$SONDA" -q -c "$SONDA_TRIGGERS/upid-debuglink 1" -n "$D" | mask
mkdir "$TMP/.debug"
cp "$SONDA_TRIGGERS/upid-debuglink" "$TMP/"
cp "$SONDA_TRIGGERS/upid-debuglink.debug" "$TMP/.debug/"
echo "-- in .debug/"
"$SONDA" -q -c "$TMP/upid-debuglink 1" -n "$D" | mask
echo "-- wrong CRC"
rm -r "$TMP/.debug"
objcopy --only-keep-debug "$SONDA_TRIGGERS/upid-nopie" "$TMP/upid-debuglink.debug"
"$SONDA" -q -c "$TMP/upid-debuglink 1" -n "$D" | mask
