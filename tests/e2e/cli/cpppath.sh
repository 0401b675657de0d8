# cpppath names the preprocessor, run with DTrace's arguments (the
# predefined -D macros first, the input /dev/stdin last); a failure is
# DTrace's "Preprocessor failed to process input program".
cd "$SONDA_TEST_TMP"
printf 'BEGIN { printf("ok\\n"); exit(0); }\n' > t.d
printf '#!/bin/bash\necho "first $1, last ${@: -1}" >&2\ncat\n' > fakecpp
chmod +x fakecpp
"$SONDA" -q -xcpppath="$PWD/fakecpp" -Cs t.d 2>&1
"$SONDA" -xcpppath=/bin/false -Cs t.d 2>&1
echo "status $?"
