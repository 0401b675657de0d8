# @@timeout: 120
# Past 8,192 conditional jumps on the longest path, the estimate follows
# the verifier's own exploration, each state it meets once. 600 clauses
# with a predicate each, of quantize( ), strjoin( ), index( ), rindex( ),
# substr( ), strtok( ) and a keyed max( ) (16,052 jumps on the longest path,
# 664 on the verifier's stack: the kernel loads them, 794,245 instructions
# processed) are taken: the search no longer runs out of steps. Compiled
# only (-e): loading takes the kernel some 20 s.
awk 'BEGIN {
	print "long x, y;"
	for (i = 0; i < 600; i++) {
		k = i % 4
		printf "BEGIN /x != %d/ { ", i + 1
		if (k == 0)
			printf "@q[%d] = quantize(y + %d);", i % 7, i
		else if (k == 1)
			printf "this->s = strjoin(lltostr(%d), \"ab\"); y += index(this->s, \"b\") > 0 ? 1 : rindex(this->s, \"a\") > 0 ? 2 : 3;", i
		else if (k == 2)
			printf "y += strlen(substr(lltostr(%d), 1)) + (strtok(lltostr(%d), \"1\") != NULL);", i, i
		else
			printf "@m[%d, lltostr(%d)] = max(y);", i % 5, i % 3
		print " }"
	}
	print "BEGIN { trunc(@q); trunc(@m); printf(\"y %d\\n\", y); exit(0); }"
}' > "$SONDA_TEST_TMP/heavy.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/heavy.d" 2>&1 | sed -E 's|^.*/heavy.d|heavy.d|; s/have [0-9]+ conditional/have N conditional/'
echo "status ${PIPESTATUS[0]}"
