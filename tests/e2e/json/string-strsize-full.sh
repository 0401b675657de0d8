# oformat=json: strings of strsize characters held in adjacent global and
# clause-local variables (strsize bytes each, without their NUL) are
# written with those characters only, in records, print() and keys.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -x strsize=8 -qn '
BEGIN { a = ""; b = ""; this->l = ""; this->n = ""; }
BEGIN {
	b = "next";
	this->n = "local";
	a = "abcdefghXY";
	this->l = "01234567";
	printf("%s %s %s %s", a, b, this->l, this->n);
	trace(a);
	print(this->l);
	@c[a, this->l] = count();
	exit(0);
}' >"$out" || exit 1
json_valid "$out" || exit 1
json_masked "$out" | sed -E 's/"address":[0-9]+/"address":A/'
