# -x grabanon (or its pragma): DTrace's dtrace_handle_err( ) enables no error
# program, whose records make the runtime error messages: a fault prints
# nothing, while the program's own ERROR clause still runs. Without it the
# message is printed as always.
"$SONDA" -x grabanon -qn 'BEGIN { x = *(int *)0; } ERROR { printf("fault %d\n", arg4); } BEGIN { exit(0); }' 2>&1
echo "rc $?"
printf '#pragma D option grabanon\nBEGIN { x = *(int *)0; }\nBEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/g.d"
"$SONDA" -qs "$SONDA_TEST_TMP/g.d" 2>&1
echo "rc $?"
"$SONDA" -qn 'BEGIN { x = *(int *)0; } BEGIN { exit(0); }' 2>&1 | sed 's/BPF pc [0-9]*/BPF pc N/'
echo "rc ${PIPESTATUS[0]}"
# without DTrace's ERROR clause (56 bytes a record), the smallest bufsize is
# 8 bytes more than the program's own largest record: 32 here, not 64
for b in 31 32; do
	"$SONDA" -x grabanon -b $b -qn 'BEGIN { trace(1); exit(0); }' 2>&1 | grep -v '^bufsize increased'
	echo "exit ${PIPESTATUS[0]}"
done
# and -x tree shows no trees of that ERROR program after the programs'
n=$("$SONDA" -x grabanon -x tree=1 -e -n 'BEGIN { exit(0); }' 2>&1 | grep -c ERROR)
echo "ERROR lines: $n"
