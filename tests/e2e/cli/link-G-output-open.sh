# @@noroot
# -G opens the object it writes before it runs the linker, as DTrace's
# dtrace_program_link( ) does (open64( ) of the output, O_CREAT|O_TRUNC):
# an output it cannot open (a directory, a missing folder) is named with
# the reason after the program, "failed to open PATH: REASON", exit 1,
# and the linker never runs (so says nothing of its own).
exec 2>&1
cd "$SONDA_TEST_TMP" || exit 1
mkdir dir.o
"$SONDA" -G -o dir.o -n 'BEGIN { exit(0); }'
echo "status $?"
"$SONDA" -G -o missing/x.o -n 'BEGIN { exit(0); }'
echo "status $?"
printf 'provider foo { probe bar(int); };\n' > prov.d
mkdir prov.o
"$SONDA" -G -s prov.d
echo "status $?"
