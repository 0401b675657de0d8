# @@timeout: 180
# DTrace keeps all aggregations in one map and all dynamic variables in
# another, keys as long as the longest tuple and values as large as the
# largest (dt_bpf.c gmap_create_aggs( ), gmap_create_dvars( )): no script
# has too many maps. Each of these needed more than the kernel's 64 maps in
# one program and was refused with D_NOREG; they share maps (cg/cg_maps.c)
# and run, every value where it belongs.
tmp=$SONDA_TEST_TMP
# 100 aggregations, associative arrays, arrays' values and self-> values
# of 100 struct types of 9 to 801 bytes
awk 'BEGIN {
	for (i = 0; i < 100; i++) printf "struct w%d { char c[%d]; } h%d;\n", i, 8 * i + 1, i
	print "BEGIN {"
	for (i = 0; i < 100; i++) {
		printf "h%d.c[0] = %d; @k%d[h%d] = sum(%d);\n", i, i + 1, i, i, i + 1
		printf "a%d[h%d] = %d; v%d[%d] = h%d; self->t%d = h%d;\n", i, i, i + 1, i, i, i, i, i
	}
	printf "printf(\"%%d %%d %%d\\n\", 0"
	for (i = 0; i < 100; i++) printf " + a%d[h%d]", i, i
	printf ", 0"
	for (i = 0; i < 100; i++) printf " + v%d[%d].c[0]", i, i
	printf ", 0"
	for (i = 0; i < 100; i++) printf " + self->t%d.c[0]", i
	print ");"
	printf "exit(0); }\nEND {"
	for (i = 0; i < 100; i++) printf " printa(\"%%@d\\n\", @k%d);", i
	print " }"
}' > "$tmp/structs.d"
"$SONDA" -q -s "$tmp/structs.d" 2>&1 |
	awk 'NR == 1 { print "arrays:", $0; next } /^[0-9]+$/ { n++; s += $1 }
		/error/ { print } END { print "aggregations:", n, s }'
# at tick-1ms: 32 keyed aggregations, keyless ones of 11 value sizes, 16
# associative arrays and 40 of tuples of 1 to 8 keys
awk 'BEGIN {
	print "tick-1ms {"
	for (j = 0; j < 32; j++) printf "@c%d[1] = count();\n", j
	for (c = 2; c <= 12; c++) printf "@q%d = lquantize(1, 0, %d, 1);\n", c, 2 ^ c - 3
	for (j = 0; j < 16; j++) printf "a%d[1] = %d;\n", j, j + 1
	for (j = 0; j < 40; j++) {
		k = "1"; for (i = 0; i < j % 8; i++) k = k ", 1"
		printf "b%d[%s] = %d;\n", j, k, j + 1
	}
	print "printf(\"%d %d %d %d\\n\", a0[1], a15[1], b0[1], b39[1, 1, 1, 1, 1, 1, 1, 1]);"
	print "exit(0); }"
}' > "$tmp/mixed.d"
"$SONDA" -q -s "$tmp/mixed.d" 2>&1 |
	awk 'NR == 1 { print "mixed:", $0; next } /[|]@+ +1 +$/ { h++ } /^ +1 +1$/ { c++ }
		/error/ { print } END { print "mixed aggregations:", c, h }'
# 64 clauses at tick-1ms, each an aggregation and an array of a tuple of
# its own shape (1 to 4 keys of int, string or a 4-byte struct)
awk 'BEGIN {
	print "struct s3 { char c[4]; } g3;"
	print "int done, s;"
	split("1 \"s\" g3", t, " ")
	n = 0
	for (k = 1; k <= 4 && n < 64; k++)
		for (m = 0; m < 3 ^ k && n < 64; m++) {
			key = ""; x = m
			for (i = 0; i < k; i++) { key = key (i ? ", " : "") t[x % 3 + 1]; x = int(x / 3) }
			printf "tick-1ms /!done/ { @x%d[%s] = count(); t%d[%s] = %d; s += t%d[%s]; }\n", n, key, n, key, n + 1, n, key
			n++
		}
	print "tick-1ms /!done/ { done = 1; printf(\"%d\\n\", s); exit(0); }"
}' > "$tmp/tuples.d"
"$SONDA" -q -s "$tmp/tuples.d" 2>&1 |
	awk 'NR == 1 { print "tuples:", $0; next } /^ +[0-9]+$/ || / [0-9]+$/ { n++ }
		/error/ { print } END { print "tuple aggregations:", n }'
