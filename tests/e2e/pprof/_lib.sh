# _lib.sh - shared by the pprof tests: run Go's own pprof on a profile.

# go tool pprof ARGS..., with its caches in the test's scratch folder and
# no toolchain download.
pprof()
{
	HOME=$SONDA_TEST_TMP GOCACHE=$SONDA_TEST_TMP/gocache GOTOOLCHAIN=local \
		PPROF_TMPDIR=$SONDA_TEST_TMP go tool pprof "$@" 2>"$SONDA_TEST_TMP/pprof.err" ||
		{ cat "$SONDA_TEST_TMP/pprof.err" >&2; return 1; }
}

# The rows of `pprof -top` as "flat cum name".
top_rows()
{
	pprof -top "$@" | awk 'table { print $1, $4, $NF } /flat%/ { table = 1 }'
}
