# -x amin checks each node of a clause too (after its probe description):
# the first one whose own attributes are below the minimum is D_ATTR_MIN.
exec 2>&1
for p in 'dtrace:::BEGIN { trace(curthread); exit(0) }' \
	 'dtrace:::BEGIN { trace(htons(1)); exit(0) }' \
	 'dtrace:::BEGIN /curthread->pid/ { exit(0) }' \
	 'dtrace:::BEGIN { trace((struct tcp_sock *)0); exit(0) }' \
	 'dtrace:::BEGIN { trace((struct task_struct *)0); exit(0) }' \
	 'dtrace:::BEGIN { trace(probefunc); exit(0) }' \
	 'dtrace:::BEGIN { trace(1); exit(0) }'; do
	"$SONDA" -xerrtags -x amin=Stable/Stable -qn "$p"
	echo "rc $?"
done
# a global's attributes are the ones #pragma D attributes gave it (also in
# -v's report)
cd "$SONDA_TEST_TMP" || exit 1
printf '#pragma D attributes Evolving/Private/ISA x\nint x;\ndtrace:::BEGIN\n{\n\tx = 1;\n\ttrace(x);\n\texit(0);\n}\n' > pa.d
"$SONDA" -xerrtags -xamin=Evolving/Evolving -qs pa.d
echo "rc $?"
"$SONDA" -v -qs pa.d | awk '/Statement/ { s = 1 } s && NF'
echo "rc $?"
