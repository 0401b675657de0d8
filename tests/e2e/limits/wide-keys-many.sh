# @@timeout: 120
# A tuple key is cleared before it is built. At the largest strsize a key
# of nine strings is 147 KiB: clearing it with a store per 8 bytes took
# 18,432 instructions, so 30 statements keyed so (an associative array
# and an aggregation each) passed the kernel's million instructions and
# were refused. Keys are cleared by bpf_probe_read( ) from a block of
# zeros, as DTrace's dt_cg_arglist( ) clears its tuple area: the program's
# length hardly follows strsize (about 17,000 instructions), and the
# 30 statements run.
awk -v n=30 'BEGIN {
	print "BEGIN { s = \"k\"; t = lltostr(7);"
	for (i = 0; i < n; i++) {
		printf "a[s, t, s, t, s, t, s, t, \"%d\"] = %d;\n", i, i
		printf "@c[t, s, t, s, t, s, t, s, \"%d\"] = sum(%d);\n", i % 3, i
	}
	printf "printf(\"%%d %%d\\n\", a[s, t, s, t, s, t, s, t, \"%d\"], ", n - 1
	print "a[\"k\", \"7\", \"k\", \"7\", \"k\", \"7\", \"k\", \"7\", \"3\"]);"
	print "printa(\"%s %s %s %s %s %s %s %s %s %@d\\n\", @c); exit(0); }"
}' > "$SONDA_TEST_TMP/keys.d"
"$SONDA" -q -x strsize=16383 -x dynvarsize=16m -s "$SONDA_TEST_TMP/keys.d" 2>&1
echo "status ${PIPESTATUS[0]}"
n=$("$SONDA" -e -S -x strsize=16383 -s "$SONDA_TEST_TMP/keys.d" 2>&1 | grep -c '^[0-9]* [0-9]*:')
echo "under 30,000 instructions: $((n > 0 && n < 30000))"
