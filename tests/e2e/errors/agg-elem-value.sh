# An aggregation's element used as a value (y = @c[1]) is refused with a D
# error, whatever variables the program has (sonda crashed when it had
# some: no variable name to look up).
"$SONDA" -x errtags -e -n 'BEGIN { x = 1; a[1] = 1; @c = count(); y = @c[1]; }' 2>&1 |
	sed 's/^sonda: invalid probe specifier .*}: //'
echo "status ${PIPESTATUS[0]}"
