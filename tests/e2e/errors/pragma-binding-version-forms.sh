# The version of "#pragma D binding" is read as DTrace's dt_version_str2num( )
# reads it: up to three numbers separated by dots, any of them empty, the
# major at most 255, the minor and micro at most 4095; anything else is
# D_PRAGMA_INVAL.
cd "$SONDA_TEST_TMP"
for v in '1.' '.5' '' '1..2' '255.4095.4095' '1.2.3.' '256.0' '1.4096' '1.0.4096' 'x' '1.2.3.4'; do
	printf 'inline int foo = 3;\n#pragma D binding "%s" foo\nBEGIN { exit(0); }\n' "$v" > t.d
	"$SONDA" -xerrtags -qs t.d 2>&1
	echo "\"$v\": rc $?"
done
