# A #pragma D word is a string ("x"), an integer (3) or an identifier, as
# DTrace's control-line lexer makes it: option, depends_on and attributes
# take identifiers, binding a string then an identifier; anything else is
# D_PRAGMA_MALFORM. "#pragma D attributes A provider P part" checks the part
# of a known provider. An integer is DTrace's RGX_INT, one u and two l at
# most after the digits: 12uul and 0x are identifiers, so option names.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
for p in '#pragma D option "quiet"' '#pragma D option 3' \
	 '#pragma D depends_on "provider" dtrace' '#pragma D depends_on provider 3' \
	 '#pragma D attributes "Stable" x' '#pragma D binding "1.0" "x"' \
	 '#pragma D attributes Stable provider dtrace foo' \
	 '#pragma D attributes Stable provider dtrace name' \
	 '#pragma D attributes Stable provider nosuch name' \
	 '#pragma D attributes Stable provider' \
	 '#pragma D option 12ull' '#pragma D option 12uul' '#pragma D option 0x'; do
	printf '%s\nBEGIN { exit(0); }\n' "$p" > p.d
	"$SONDA" -xerrtags -qs p.d
	echo "rc $?"
done
