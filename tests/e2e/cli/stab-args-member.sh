# A member of a translated args[i] (args[1]->pr_fname, (*args[1]).pr_pid)
# has args[i]'s attributes, the probe's argument attributes: dt_cook_op2( )
# gives -> and . their left side's, not those of the translator's member
# expression (cooked with the D library, kernel types in it).
for p in 'proc:::signal-send { trace(args[1]->pr_fname); }' \
	'proc:::signal-send { trace((*args[1]).pr_pid); trace(args[0]->pr_lwpid); }' \
	'io:::start { trace(args[0]->b_bcount); trace(args[1]->dev_major); }'; do
	"$SONDA" -v -e -n "$p" 2>&1 | sed -n '/Minimum Statement/,/^$/p'
	echo "status $?"
done
