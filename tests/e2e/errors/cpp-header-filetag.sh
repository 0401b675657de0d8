# An error DTrace raises as its parser meets a declaration (dt_node_decl( ),
# dt_decl_*( )) names the file its lexer is in then: an #include'd file's
# ("data/x.h", line N:), as a syntax error there does. sonda named the file
# the program's text ended in (none: the script) for any error its checks
# after parsing found, those of declarations among them.
export _DTRACE_TESTING=1
printf '#include "cpp-redecl.h"\nBEGIN { exit(0); }\n' |
	"$SONDA" -C -I data -e -x errtags -s /dev/stdin 2>&1
echo "status $?"
printf '#include "cpp-redecl.h"\nBEGIN { exit(0); }\n' |
	"$SONDA" -C -I data -e -s /dev/stdin 2>&1
echo "status $?"
# an error of a clause, found once the program is parsed, names none
printf '#include "cpp-typedefs.h"\nBEGIN { trace(nosuch); }\n' |
	"$SONDA" -C -I data -e -x errtags -s /dev/stdin 2>&1
echo "status $?"
