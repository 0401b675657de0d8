# D`y of a name the program declared extern: dt_node_decl( ) puts the
# extern in the D module (dt_module_extern( )), dt_xcook_ident( ) finds it
# there with dtrace_lookup_by_name( ), and the D module is no kernel
# module: D_SYM_BADREF, wherever the declaration stands in the program (it
# is parsed before any clause is cooked), read, assigned or under sizeof.
# A name never declared in D is not in the D module: D_IDENT_UNDEF.
for p in 'extern int y; BEGIN { trace(D`y); }' \
	 'BEGIN { trace(D`y); } extern int y;' \
	 'extern int y; BEGIN { D`y = 1; }' \
	 'extern int y; BEGIN { trace(sizeof(D`y)); }' \
	 'extern int jiffies; BEGIN { trace(D`jiffies); }' \
	 'extern int y; BEGIN { trace(D`z); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
