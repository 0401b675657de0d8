# The D library's sections that are parsed only when a program may use them
# (errno and signal names, registers, fault codes; io/ip/tcp/udp) are there
# however the program names them: in its text, through a macro operand, or
# from a file the C preprocessor includes.
"$SONDA" -qn 'BEGIN { printf("%d %d %d %d\n", SIGKILL, EPERM, R_SP, DTRACEFLT_DIVZERO); exit(0); }'
"$SONDA" -qn 'BEGIN { printf("%d %d\n", $1, $2); exit(0); }' SIGTERM TCP_STATE_LISTEN
mkdir -p "$SONDA_TEST_TMP/inc"
printf '#define WANT ENOENT\n#define STATE TCP_STATE_CLOSED\n' > "$SONDA_TEST_TMP/inc/names.h"
printf '#include "names.h"\nBEGIN { printf("%%d %%d\\n", WANT, STATE); exit(0); }\n' \
	> "$SONDA_TEST_TMP/prog.d"
"$SONDA" -C -I"$SONDA_TEST_TMP/inc" -qs "$SONDA_TEST_TMP/prog.d"
# a name the library does not define stays unknown
"$SONDA" -qn 'BEGIN { printf("%d\n", SIGNOTHING); exit(0); }' 2>&1 | head -1
