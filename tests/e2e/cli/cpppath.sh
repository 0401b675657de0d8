# cpppath names the preprocessor, run with DTrace's arguments (the
# predefined -D macros first, then the input /dev/stdin and the output
# file /dev/fd/N, which cpp writes: its own stdout is sonda's, as in
# dt_preproc( )); a failure is DTrace's "Preprocessor failed to process
# input program".
cd "$SONDA_TEST_TMP"
printf 'BEGIN { printf("ok\\n"); exit(0); }\n' > t.d
printf '#!/bin/bash\necho "first $1, input ${@: -2:1}, last ${@: -1}" >&2\ncat > "${@: -1}"\necho cpp stdout\n' > fakecpp
chmod +x fakecpp
"$SONDA" -q -xcpppath="$PWD/fakecpp" -Cs t.d 2>&1 | sed 's,/dev/fd/[0-9]*,/dev/fd/N,'
# a preprocessor that writes on its stdout leaves the program empty
printf '#!/bin/sh\ncat\n' > stdoutcpp
chmod +x stdoutcpp
"$SONDA" -xerrtags -q -xcpppath="$PWD/stdoutcpp" -Cs t.d 2>&1
echo "status $?"
"$SONDA" -xcpppath=/bin/false -Cs t.d 2>&1
echo "status $?"
