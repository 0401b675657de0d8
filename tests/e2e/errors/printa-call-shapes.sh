# printa( )'s arguments as dt_cg_act_printa( ) takes them: a string constant
# first is the format, then each argument must be an aggregation
# (D_PRINTA_AGGARG, numbered from 1 without a format, from 2 with one; a
# string variable is no format), one with keys written @a[...] is the whole
# aggregation, and each aggregation is checked in turn: defined
# (D_PRINTA_AGGBAD: @c[0] makes @c without assigning it), its keys against
# the first's (D_PRINTA_AGGKEY, D_PRINTA_AGGPROTO), then the format against
# its keys, so the first aggregation's format error comes before the
# second's own errors.
for st in 'printa(1)' 'printa(s)' 'printa(@a, "%d")' 'printa("%d\n", @a, 1)' \
	  'printa(@a, 1, @b)' 'printa("%s %@d\n", @a, @b)' \
	  'printa("%d %d %@d\n", @a, @d)' 'printa("%d %@d\n", @a, @c[0])' \
	  'printa(@c[0], @a)' 'printa("%d\n", @a, @b)'; do
	"$SONDA" -e -x errtags -n "BEGIN { s = \"x\"; @a[1] = count(); @b[\"x\"] = count();
	@d[1, 2] = sum(1); $st; }" 2>&1
	echo "status $?"
done
"$SONDA" -qn 'BEGIN { @a[1] = count(); @a[2] = count(); @a[2] = count(); printa(@a[2]); printa("%d %@d\n", @a[7]); exit(0); }'
echo "status $?"
