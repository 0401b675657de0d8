# Control lines that set the line number, as DTrace's dt_pragma() and
# dt_pragma_line() handle them: "#line N" and "#pragma line N" number the
# next line N + 1, cpp's marker "# N" (also "#pragma D N") numbers it N; an
# error in a marker, or a control line starting with a string, is reported
# on the line after it, an error in a directive on its own line (a state
# word that is not a number is met after the file name was taken); a
# control line that the end of the text cuts short is D_SYNTAX.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
t() {
	printf '%s\n' "$@" > t.d
	"$SONDA" -xerrtags -e -s t.d
	echo "rc $?"
}
t '#line 20' 'BEGIN { trace(nosuch); }'
t '#pragma line 20 "a.d"' 'BEGIN { trace(nosuch); }'
t '# 20' 'BEGIN { trace(nosuch); }'
t '#pragma D 20 "b.d"' 'BEGIN { trace(nosuch); }'
t '# 20 "foo.d" x' 'BEGIN { }'
t '# 20 "foo.d" 1 x' 'BEGIN { }'
t '#line 20 "foo.d" x' 'BEGIN { }'
t '#line 20 "foo.d" 1 x' 'BEGIN { }'
t '#"foo"' 'BEGIN { }'
printf 'BEGIN { }\n#pragma D option quiet' > t.d
"$SONDA" -xerrtags -e -s t.d
echo "rc $?"
