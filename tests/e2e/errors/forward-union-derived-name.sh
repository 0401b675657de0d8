# A pointer to or an array of a union known only by its tag is named with
# "struct", as the union itself is (libctf prints a CTF forward as a
# struct; dt_type_name( ) in dt_decl_type( )'s, dt_xlator.c's and
# dt_parser.c's messages); once the union is defined it is a union (sonda
# said "union xs1 *[1][7]"; found by decls.py at seeds 32001202, 32002072).
for p in 'struct s { union u *m[7][1]; }; translator struct s < int x > { m = 2; };' \
	'union u { int a; }; struct s { union u *m; }; translator struct s < int x > { m = 2; };' \
	'unsigned short v[unsigned long]; union u *v[4];' \
	'union u *p; BEGIN { p = 1; }' \
	'union u *p; BEGIN { p = (union u **)0; }'; do
	"$SONDA" -e -x errtags -n "$p BEGIN { exit(0); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
