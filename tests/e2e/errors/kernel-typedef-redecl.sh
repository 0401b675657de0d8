# A kernel typedef's name (u8, s64, __u8) may not be declared again, as a
# typedef or as a variable: DTrace's dt_node_decl( ) looks the name up in
# the D container, whose parent is the kernel's CTF (ctf_lookup_by_name( )),
# so "typedef redeclared" and "typedef identifier redeclared" (sonda took
# the kernel's names as free).
for p in 'typedef unsigned char u8;' 'typedef long s64;' 'typedef char __u8;' 'int u8;'; do
	printf '%s\nBEGIN { exit(0); }\n' "$p" >"$SONDA_TEST_TMP/k.d"
	"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/k.d" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
