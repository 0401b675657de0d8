# oformat=json: a runtime error and a drop are objects of the same stream
# (stdout), not text on stderr; a record with no data (not quiet) is an
# object with an empty output; printa() is data of its record. The kernel's
# speculative drop in BEGIN comes first, as DTrace tells it from its status
# before it reads BEGIN's records.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -x specsize=48 -s /dev/stdin >"$out" 2>"$SONDA_TEST_TMP/err" <<'D' || exit 1
BEGIN
{
	self->spec = speculation();
}

BEGIN
{
	speculate(self->spec);
	printf("%d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9);	/* 52 bytes: a drop */
}

BEGIN
{
	speculate(self->spec);
	printf("fits %d\n", 5);
}

BEGIN
{
	commit(self->spec);
}

BEGIN
{
	@n["x"] = count();
	printa(@n);
}

BEGIN
{
	trace(*(int *)8);
}

BEGIN
{
}

BEGIN
{
	exit(0);
}
D
json_valid "$out" || exit 1
json_masked "$out" | sed -E 's/"pc":[0-9]+/"pc":N/; s/at BPF pc [0-9]+/at BPF pc N/'
sed "/matched/d" "$SONDA_TEST_TMP/err"
