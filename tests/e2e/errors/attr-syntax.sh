# Stability attributes are read as DTrace's dtrace_str2attr() reads them,
# for -x amin and #pragma D attributes alike: name[/data[/class]], a part
# left out the strongest; an empty part before another ("Stable//Common",
# "/Stable") or a fourth part is invalid.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
for a in Stable//Common /Stable Stable/Stable/Common/ISA Internal/Internal/Unknown/; do
	"$SONDA" -x amin=$a -e -n 'BEGIN { exit(0); }'
	echo "amin=$a: rc $?"
	printf 'inline int x = 1;\n#pragma D attributes %s x\nBEGIN { exit(x); }\n' "$a" > p.d
	"$SONDA" -xerrtags -e -s p.d
	echo "pragma $a: rc $?"
done
