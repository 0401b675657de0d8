# Every errno name Linux defines is a D integer with Linux's value (DTrace
# for Linux's errno.d is generated the same way), aliases included.
hdrs="/usr/include/asm-generic/errno-base.h /usr/include/asm-generic/errno.h"
for h in $hdrs; do
	[ -r "$h" ] || { echo "no $h (linux-libc-dev)" >&2; exit 77; }
done
list=$SONDA_TEST_TMP/errno.txt
awk '$1 == "#define" && $2 ~ /^E[A-Z0-9]+$/ {
	v = $3; if (v !~ /^[0-9]+$/) v = val[v]; val[$2] = v; print $2, v }' $hdrs > "$list"
n=$(wc -l < "$list")
[ "$n" -ge 130 ] || { echo "only $n errno names in the headers"; exit 1; }
{
	echo 'BEGIN {'
	awk '{ printf "\tprintf(\"%s %%d\\n\", %s);\n", $1, $1 }' "$list"
	echo '	exit(0);'
	echo '}'
} > "$SONDA_TEST_TMP/errno.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/errno.d" > "$SONDA_TEST_TMP/got.txt" || exit 1
diff "$list" <(sed '/^$/d' "$SONDA_TEST_TMP/got.txt") && echo "every errno name matches"
