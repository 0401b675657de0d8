# A tracepoint field declared "unsigned" (open_tree's flags) is D's
# intrinsic "unsigned" (dt_open.c's _dtrace_intrinsics_64), the name
# dtrace_type_strcompile( ) resolves the text to; "const char *" is char *
# (D's declarations keep no qualifier).
"$SONDA" -lv -n syscall::open_tree:entry | sed -n '/Argument Types/,$p'
