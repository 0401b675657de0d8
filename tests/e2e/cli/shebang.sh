# An executable script whose #! line names sonda: copy data/shebang.d,
# point its #! line at the binary under test and run it with operands.
cd "$SONDA_TEST_TMP" || exit 1
sed "1s|^#!.* -qs|#!$SONDA -qs|" "$SONDA_TEST_DIR/data/shebang.d" >shebang.d
chmod +x shebang.d
exec ./shebang.d world 7
