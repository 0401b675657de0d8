# An inline of an integer constant is that constant where it is used:
# DTrace's dt_node_ident( ) makes its name a new INT node, with
# dt_node_alloc( )'s default attributes (Stable/Stable/Common), so a
# "#pragma D attributes" naming it (before or after its definition) shows
# in no -v report and trips no -x amin. Other inlines take the pragma's
# attributes (dt_ident_cook( ) returns di_attr), and an -x amin they are
# below names them as dt_xcook_ident( )'s variable node: "scalar y",
# "associative array y".
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
stmt() {	# the "Minimum Statement Attributes" of script $1
	printf '%b' "$1" > s.d
	"$SONDA" -e -v -s s.d 2>&1 | awk '/Minimum Statement/ { n = 3; next }
		n-- > 0 { sub(/^[ \t]*/, ""); printf "%s; ", $0 } END { print "" }'
}
P='#pragma D attributes Private/Private/ISA y\n'
for d in 'inline int y = 1;' 'inline int y = 1 + 2;' 'inline char y = sizeof(int);' \
	'inline int y = -1 ? 7 : 8;' 'inline string y = "a";' 'inline int y = pid;'; do
	echo "$d: $(stmt "$d\n${P}BEGIN { trace(y); }")"
	echo "$d (pragma first): $(stmt "${P}$d\nBEGIN { trace(y); }")"
	printf '%b' "$d\n${P}BEGIN { trace(y); }" > a.d
	"$SONDA" -e -x errtags -x amin=Unstable/Unstable/Common -s a.d 2>&1
	echo "amin: status $?"
done
printf '%b' "inline int y[int] = 1;\n${P}BEGIN { trace(y[0]); }" > a.d
"$SONDA" -e -x errtags -x amin=Unstable/Unstable/Common -s a.d 2>&1
echo "array amin: status $?"
