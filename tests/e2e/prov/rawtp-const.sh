# A raw tracepoint's argument types keep their qualifiers, as DTrace's
# rawtp provider names them from the kernel's btf_trace_EVENT type with
# libctf: power:wakeup_source_activate(const char *name, unsigned int
# state); args[0] is still a string's address.
"$SONDA" -lv -n rawtp:power::wakeup_source_activate | sed -n '/Argument Types/,$p'
"$SONDA" -x errtags -e -n 'rawtp:power::wakeup_source_activate { trace(stringof(args[0])); }'
