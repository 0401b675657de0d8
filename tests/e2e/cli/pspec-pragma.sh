# #pragma D option pspec sets the compiling program's pcb_cflags
# (dt_opt_cflags( )), which the lexer reads at each name: from the next
# line on, that script's names are probe descriptions ("int*" a glob that
# matches nothing), and the programs after it are not affected (a
# declaration there is one: an empty program).
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf '#pragma D option pspec\nint* { trace(1); }\n' > a.d
printf 'uint32_t x;\n' > b.d
printf '#pragma D option pspec\nBEGIN { }\n' > c.d
"$SONDA" -x errtags -e -s a.d
echo "rc $?"
"$SONDA" -x errtags -e -s c.d -s b.d
echo "rc $?"
