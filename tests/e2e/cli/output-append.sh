# -o appends to the file; nothing goes to stdout.
f=$SONDA_TEST_TMP/trace.out
printf 'first\n' >"$f"
"$SONDA" -q -o "$f" -n 'BEGIN { printf("hello\n"); exit(0); }' || exit 1
"$SONDA" -q -o "$f" -n 'BEGIN { printf("again\n"); exit(0); }' || exit 1
echo "-- file:"
cat "$f"
