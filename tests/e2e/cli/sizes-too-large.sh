# Buffer sizes the kernel's objects cannot hold are refused when the option
# is set, naming the largest (-b, -x, #pragma: a D error); the largest
# itself works. bufsize is one ring buffer (1g at most); aggsize and
# dynvarsize size maps of at most UINT_MAX entries of 16 bytes or more, past
# which DTrace refuses them too (64g). An environment DTRACE_OPT_ value that
# cannot be set is ignored, as DTrace ignores it. An unset nspec ("" or
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
DTRACE_OPT_BUFSIZE=5g "$SONDA" -qn "$p"
echo "environment: status $?"
