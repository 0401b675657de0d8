# -x version=V: a built-in bound to a later version is no global at all
# (dt_reduce( ) deletes it from DTrace's globals, dt_cc.c), so its name is
# free: assigning it makes a new variable, reading a function's name is
# D_IDENT_UNDEF and op= of it D_VAR_UNDEF, as any unknown name; it may be
# declared (sema_global_kind( ): not D_DECL_IDRED).
exec 2>&1
for p in 'ucaller = 5; trace(ucaller)' 'ustackdepth++; trace(ustackdepth)' \
	 'stddev = 7; trace(stddev)' 'trace(stddev)' 'ucaller += 1' 'trace(ucaller)'; do
	"$SONDA" -xerrtags -xversion=1.1 -qn "BEGIN { $p; exit(0); }"
	echo "rc $?"
done
"$SONDA" -xerrtags -qn 'BEGIN { ucaller = 5; }'
echo "rc $?"
# declared or defined again: a new global, no built-in redeclared (a
# declared one called is D_FUNC_IDKIND as any scalar)
"$SONDA" -xerrtags -xversion=1.1 -qn 'int ucaller; BEGIN { ucaller = 2; trace(ucaller); exit(0); }'
echo "rc $?"
"$SONDA" -xerrtags -xversion=1.0 -qn 'inline int htons = 3; BEGIN { trace(htons); exit(0); }'
echo "rc $?"
"$SONDA" -xerrtags -xversion=1.5 -qn 'int stddev; BEGIN { stddev(1); }'
echo "rc $?"
"$SONDA" -xerrtags -qn 'int ucaller;'
echo "rc $?"
