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
