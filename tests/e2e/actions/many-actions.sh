# A clause may hold any number of data-recording actions: which of them ran
# (those inside if/else may not) is known past the 64th too. A chain of 150
# if/else arms with a printf( ) each prints the one taken only, after 70
# unconditional ones; and the same in speculation and with -x oformat=json.
gen() {
	echo "BEGIN { x = 137;"
	i=0
	while [ $i -lt 70 ]; do echo "printf(\"u$i \");"; i=$((i + 1)); done
	echo 'printf("\n");'
	i=0
	while [ $i -lt 150 ]; do
		echo "if (x == $i) { printf(\"arm $i\\n\"); trace($i); } else"
		i=$((i + 1))
	done
	echo '{ printf("none\n"); } exit(0); }'
}
gen > "$SONDA_TEST_TMP/many.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/many.d"
echo "status $?"
sed 's/x = 137/x = 149/; s/^BEGIN {/BEGIN { s = speculation(); speculate(s);/; s/exit(0); }$/} BEGIN { commit(s); } BEGIN { exit(0); }/' \
	"$SONDA_TEST_TMP/many.d" > "$SONDA_TEST_TMP/spec.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/spec.d"
echo "status $?"
"$SONDA" -x oformat=json -s "$SONDA_TEST_TMP/many.d" 2> /dev/null |
	grep -o '"message":"arm [0-9]*\|"message":"u[0-9]*' | sort | uniq -c | awk '{ print $1 }' | uniq -c
# past 64 actions in a record of 800 KB (the mask's words far from its start)
{
	echo '#pragma D option strsize=4096'
	echo 'BEGIN { x = 1;'
	i=0
	while [ $i -lt 200 ]; do echo "if (x == $((i % 2))) { trace(\"s$i\"); }"; i=$((i + 1)); done
	echo 'exit(0); }'
} > "$SONDA_TEST_TMP/big.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/big.d" | tr -s 's' '\n' | awk 'NF { n++; if ($1 % 2 == 0) bad++ } END { print n, bad + 0 }'
echo "status $?"
