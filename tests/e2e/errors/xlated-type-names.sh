# A translation's type is DTrace's dynamic one: its messages name it by the
# identifier's kind (dt_node_type_name: "translated data", "pointer to
# translated data"), not by the translator's output type.
decl='struct foo { int a; }; struct foo gs, *gp;'
for e in 'x = xlate<psinfo_t>(curthread)[1]' 'x = *curpsinfo - 1' \
	'x = (struct foo *)*curpsinfo' 'x = stringof(*curpsinfo)' \
	'x = curpsinfo == gp' 'x = *curpsinfo == gs'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# and in op='s messages
"$SONDA" -e -x errtags -n 'string s; BEGIN { s += curpsinfo; }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
# and in ='s
"$SONDA" -e -x errtags -n 'string s; BEGIN { s = xlate<psinfo_t>(curthread); }' 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
