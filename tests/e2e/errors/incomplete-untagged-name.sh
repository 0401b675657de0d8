# D_DECL_INCOMPLETE names an untagged struct or union as libctf's
# ctf_type_name( ) names it, "struct " with its space (DTrace's
# dt_node_decl( ) and dt_decl_member( ) print dt_type_name( ) before ": "),
# as a cast's refusal already did (found by decls.py at seed 7400430).
for p in 'struct { char : 0; } v4;' 'union { char : 0; } v4;' \
	 'struct s { struct { char : 0; } m; };' 'struct { int a; } x; BEGIN { x = (struct { int a; })1; }'; do
	"$SONDA" -x errtags -e -n "$p BEGIN {}" 2>&1 | sed 's/.*\[D_/[D_/'
done
