# -lv prints the type each argument's text compiles to, as DTrace's
# dt_probe_args_info( ) does with dtrace_type_strcompile( ): D's
# declarations keep no qualifier (dt_decl.c sets DT_DA_CONST and never
# adds a const type), so "const char *" is char * and "const clockid_t"
# clockid_t; a bare "unsigned" is D's intrinsic of that name (dt_open.c);
# pointers to typedefs are the kernel's own (timer_t *).
for p in open:entry clock_nanosleep:entry timer_create:entry open_tree:entry; do
	"$SONDA" -lv -n "syscall::$p" | sed -n '/Argument Types/,$p'
done
