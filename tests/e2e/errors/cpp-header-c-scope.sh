# In a #include'd file DTrace looks an unscoped type name up in its C scope
# only (dt_type_lookup( ): DTRACE_OBJ_CDEFS while pcb_idepth is not 0),
# which holds the intrinsics (_Bool) and the typedefs of #include'd files:
# D's own typedefs (uint32_t) and the kernel's (pid_t) are identifiers to
# its lexer's id_or_type( ) there, so a declaration using one is a syntax
# error; D`uint32_t names D's. sonda took every known type name.
for h in cpp-cscope-ok.h cpp-cscope-d.h cpp-cscope-k.h; do
	printf '#include "%s"\nBEGIN { exit(0); }\n' "$h" |
		"$SONDA" -C -I data -e -x errtags -s /dev/stdin 2>&1
	echo "status $?"
done
printf '#include "cpp-cscope-ok.h"\nBEGIN { trace(sizeof(struct hdr_ok) + sizeof(hdr_u32)); }\n' |
	"$SONDA" -C -I data -e -x errtags -s /dev/stdin 2>&1
echo "status $?"
