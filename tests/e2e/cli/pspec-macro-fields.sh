# Macros in a probe description are expanded field by field, as DTrace
# does: only a field's first '$' starts one, the text after $N's digits is
# kept as written, and a variable's name is the whole rest of its field.
# A '$' that starts no macro is an error, not text.
"$SONDA" -l -n 'dtrace::$1:$2' '' BEGIN 2>&1
"$SONDA" -l -n 'dtrace:::$1$1' B 2>&1
"$SONDA" -l -n 'dtrace:::B$1N' EGI 2>&1
for d in 'dtrace:::$' 'dtrace:::$$$1' 'dtrace:::$pid-x' 'dtrace:::$pid$1'; do
	"$SONDA" -x errtags -l -n "$d" BEGIN 2>&1
	echo "status $?"
done
