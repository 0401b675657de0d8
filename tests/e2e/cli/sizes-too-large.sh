# Buffer sizes the kernel's objects cannot hold: aggsize and dynvarsize
# size maps of at most UINT_MAX entries of 16 bytes or more, past which
# DTrace refuses them too (64g), refused when the option is set, naming the
# largest (-b, -x, #pragma: a D error); the largest itself works. Any
# bufsize is taken, as DTrace's dt_opt_size( ) takes it: one past the
# largest buffer the kernel maps (1g) fails when tracing starts, after the
# "matched" notice, as DTrace's dt_pebs_init( ) fails: rounded up to a
# power of two pages ("bufsize increased to N"), then "could not enable
# tracing: Memory allocation failure", exit 1; from the environment too.
# An environment DTRACE_OPT_ value that cannot be set is ignored, as DTrace
# ignores it. An unset nspec ("" or
# "off") is DTrace's DTRACEOPT_UNSET, a map of (size_t)-2 speculations: too
# big when tracing starts.
p='BEGIN { trace(1); exit(0); }'
for a in "-b 100t" "-x bufsize=100t" "-x bufsize=1025m" "-x aggsize=100t" \
    "-x dynvarsize=65g" "-x nspec=" "-x nspec=off"; do
	"$SONDA" $a -qn "$p" 2>&1
	echo "$a: status $?"
done
"$SONDA" -x bufsize=1g -x aggsize=64g -x dynvarsize=64g -qn "$p"
echo "largest: status $?"
printf '#pragma D option dynvarsize=1t\nBEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -qs "$SONDA_TEST_TMP/p.d" 2>&1 | sed 's|^.*/p.d|p.d|'
echo "pragma: status ${PIPESTATUS[0]}"
DTRACE_OPT_BUFSIZE=5g "$SONDA" -qn "$p" 2>&1
echo "environment: status $?"
DTRACE_OPT_DYNVARSIZE=1t "$SONDA" -qn "$p"
echo "environment, dynvarsize: status $?"
"$SONDA" -b 3g -n "$p" 2>&1
echo "-b 3g: status $?"
