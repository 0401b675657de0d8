# D's string is a type of DTrace's D scope: in an #include'd file, where
# dt_type_lookup( ) looks in the C scope only, dt_decl_type( ) finds no type
# "string" (D_UNKNOWN, at the header's line). D`string names D's. sonda
# took D's string anywhere.
export _DTRACE_TESTING=1
printf '#include "cpp-cscope-s.h"\nBEGIN { exit(0); }\n' |
	"$SONDA" -C -I data -e -x errtags -s /dev/stdin 2>&1
echo "status $?"
printf 'struct hdr_s { D`string name; };\n' > "$SONDA_TEST_TMP/ds.h"
printf '#include "ds.h"\nBEGIN { trace(sizeof(struct hdr_s)); }\n' |
	"$SONDA" -C -I "$SONDA_TEST_TMP" -e -x errtags -s /dev/stdin 2>&1
echo "status $?"
