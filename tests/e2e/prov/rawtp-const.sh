# A raw tracepoint's argument types are named from the kernel's
# btf_trace_EVENT type with libctf, then compiled as D type text like every
# provider's (dt_probe.c dt_probe_args_info( ): dtrace_type_strcompile( )),
# which keeps no qualifier: power:wakeup_source_activate(const char *name,
# unsigned int state) lists char *; args[0] is still a string's address.
"$SONDA" -lv -n rawtp:power::wakeup_source_activate | sed -n '/Argument Types/,$p'
"$SONDA" -x errtags -e -n 'rawtp:power::wakeup_source_activate { trace(stringof(args[0])); }'
