# proc:::signal-handle's args[2], the handler, is declared void (*)(void)
# (dt_prov_proc.c probe_args[]); dtrace_type_strcompile( ) compiles any
# function declarator to D's one function type (dt_decl_type( )), so args[2]
# is a function pointer, which libctf names "int (*)(*) ()" in -lv and D
# "function pointer" in messages. sonda took it for an int64_t.
"$SONDA" -lv -n proc:::signal-handle | grep 'args\['
for p in 'x = args[2]; x = 1;' 'trace(*args[2]);' 'trace(args[2] + 1);' \
	'trace(args[2] == (void (*)())0); trace((uint64_t)args[2]);'; do
	"$SONDA" -xerrtags -e -n "proc:::signal-handle { $p }" 2>&1
	echo "exit $?"
done
