# oformat=json: every output action of a probe record, and the aggregations
# printed at exit, one object per line; python's json and jq read each.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -qs /dev/stdin >"$out" <<'D' || exit 1
enum color { RED = 1, GREEN = 2 };
struct rec {
	int id;
	char name[6];
	struct { short lo; short hi; } range;
	enum color c;
};

BEGIN
{
	trace(42);
	trace((char)-3);
	trace("quote\" and\ttab");
	printf("%s is %d\n", "x", 7);
	r = (struct rec *)alloca(sizeof (struct rec));
	r->id = 42;
	r->name[0] = 'o';
	r->name[1] = 'k';
	r->range.hi = -3;
	r->c = GREEN;
	print(r);
	tracemem(r, 4);
	@c["a", 1] = count();
	@c["b", 2] = count();
	@c["b", 2] = count();
	@s = sum(-5);
	@mn = min(3);
	@mx = max(9);
	@av = avg(4);
	@av = avg(6);
	@sd = stddev(2);
	@sd = stddev(4);
	@q = quantize(3);
	@q = quantize(3);
	@q = quantize(100);
	@l = lquantize(-5, 0, 10, 5);
	@l = lquantize(7, 0, 10, 5);
	@l = lquantize(50, 0, 10, 5);
	@ll = llquantize(1234, 10, 0, 6, 10);
	exit(0);
}
D
json_valid "$out" || exit 1
json_masked "$out" | sed -E 's/"address":[1-9][0-9]*/"address":A/'
