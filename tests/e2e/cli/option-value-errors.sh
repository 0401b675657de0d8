# Option values DTrace's setters refuse, and how dtrace(1) reports them
# (dfatal( ): "failed to set -x NAME: <dtrace_errmsg( )>", status 1):
# dt_opt_version( ) tells a malformed version (EDT_VERSINVAL: a fourth
# part, a part past 255.4095.4095) from one the compiler does not know
# (EDT_VERSUNDEF: "1..2" is 1.0.2; "1." is 1.0.0, accepted), dt_opt_iregs( ) refuses fewer
# registers than code needs (EDT_NOREG), -X and -b name their own option.
# From a #pragma the same errors are D_PRAGMA_OPTSET (dt_pragma_option( )).
# -B with -l, -G or -o is a usage error (status 2), checked after the
# options are set, and -3/-6 take only 2 and 4.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
run() {
	"$SONDA" "$@" -e -n 'BEGIN { exit(0); }'
	echo "rc $?"
}
run -x version=1.x
run -x version=9.9.9
run -x version=1.0.0.0
run -x version=1..2
run -x version=256
run -x version=2.0.4096
run -x version=1.
run -x iregs=1
run -x iregs
run -X q
run -b 1q
run -B -l
run -B -o out
run -3 4
run -6 2
printf '#pragma D option version=9.9\nBEGIN { exit(0); }\n' > v.d
"$SONDA" -e -x errtags -s v.d
echo "rc $?"
printf '#pragma D option version=x\nBEGIN { exit(0); }\n' > w.d
"$SONDA" -e -x errtags -s w.d
echo "rc $?"
printf '\n#error "no" such\nBEGIN { exit(0); }\n' > e.d
"$SONDA" -e -x errtags -s e.d
echo "rc $?"
