# -x version=V: DTrace's identifiers bound to a later version are undefined
# (functions D_FUNC_UNDEF, variables D_IDENT_UNDEF); a lowered version
# cannot be raised again.
exec 2>&1
for p in 'trace(htons(1))' 'trace(ustackdepth)' '@ = llquantize(1, 10, 0, 6, 20)' \
	 'trace(strtok("a b", " "))' 'print(curthread)' 'trace(pid)'; do
	"$SONDA" -xerrtags -xversion=1.0 -e -n "BEGIN { $p; }"
	echo "rc $?"
done
"$SONDA" -xerrtags -xversion=1.6.4 -e -n 'BEGIN { @ = llquantize(1, 10, 0, 6, 20); }'
echo "rc $?"
"$SONDA" -xversion=1.0 -xversion=2.0 -e -n BEGIN
echo "rc $?"
"$SONDA" -xversion=1.1 -xversion=1.0 -e -n BEGIN
echo "rc $?"
