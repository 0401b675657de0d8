# -x pspec makes a script's names probe descriptions as on the command
# line (DTRACE_C_PSPEC): a type name at the start of a declaration is a
# description then, and "int*" a glob; a description with no body is still
# an error in a file.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf 'uint32_t x;\nBEGIN { x = 1; }\n' > decl.d
"$SONDA" -xerrtags -e -s decl.d
echo "rc $?"
"$SONDA" -xerrtags -x pspec -e -s decl.d
echo "rc $?"
printf 'int* { }\n' > glob.d
"$SONDA" -xerrtags -x pspec -e -s glob.d
echo "rc $?"
printf 'BEGIN\n' > bare.d
"$SONDA" -xerrtags -x pspec -e -s bare.d
echo "rc $?"
