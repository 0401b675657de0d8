# dtrace(1) compiles its -n/-s programs one after the other, so when a
# later program does not parse, an error in an earlier one is the one
# reported (its sema errors, an empty program, an unused operand);
# without one, the syntax error is.
run() {
	"$SONDA" -x errtags "$@" 2>&1
	echo "status $?"
}
run -n 'int x;' -n 'BEGIN { x = ; }'
run -n 'BEGIN { y = z; }' -n 'BEGIN { x = ; }'
run -n 'BEGIN { y = 1; }' -n 'BEGIN { x = ; }'
run -n 'BEGIN { y = 1; }' -n 'BEGIN { trace(y); }' -n 'BEGIN { x = ; }'
run -n 'BEGIN { trace(y); }' -n 'BEGIN { y = 1; }' -n 'BEGIN { x = ; }'
f=$SONDA_TEST_TMP/bad.d
printf 'BEGIN\n{\n\tx = ;\n}\n' > "$f"
run -n 'BEGIN { trace($1); }' -s "$f" a
run -n 'BEGIN { trace(1); }' -s "$f" a
