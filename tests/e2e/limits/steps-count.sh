# @@timeout: 120
# sonda refuses before loading a program its count of the instructions the
# kernel's verifier would process (cg_max_pending( )'s search) puts past
# 900,000, a tenth short of the verifier's million: that count must not
# fall short of the verifier's by more than that tenth, or a program the
# kernel refuses (E2BIG, "BPF program is too large") reaches it. With
# -x dump=steps every program is counted, and the count is printed beside
# the verifier's own (its log's statistics); each shape here, loaded, must
# be counted at least 9/10 of what the verifier processed. llquantize( )
# tested a copy of its value for |x| and its value again for the sign:
# the verifier, knowing the sign from the first test, checked every
# magnitude's arm once for each sign where the count had them once (400
# clauses of 10 llquantize( )s were refused by the kernel where the count
# was 746,916; here 19,277 counted of 27,505). The search took the r0 of
# speculation( )'s cmpxchg for the 0 it held before, so it followed one
# of the three ways on where the verifier checks each (7,900 clauses of a
# speculation( ) were refused by the kernel; here 1,132 of 1,426).
shape() {	# shape NAME: a BEGIN program of that shape
	awk -v s="$1" 'BEGIN {
		print "BEGIN { this->i = 1234; this->s = \"/a/b/c/./d\"; this->j = 0; }"
		for (c = 0; c < 10; c++) {
			printf "BEGIN /this->i != %d/ {\n", c
			for (k = 0; k < 10; k++) {
				if (s == "llquantize")
					printf "@l%d = llquantize(this->i - %d, 10, 0, 6, 20);\n", k % 4, c * k
				else if (s == "quantize")
					printf "@q%d[%d] = quantize(this->i - %d);\n", k % 4, k, c * k
				else if (s == "ustack")
					print "ustack();"
				else if (s == "strings")
					printf "this->r = strjoin(substr(this->s, %d), lltostr(this->i)); this->j += index(this->r, \"c\") + (this->r == \"x\");\n", k
				else if (s == "speculation" && !k)
					print "this->sp = speculation(); speculate(this->sp);"
				else if (s == "paths")
					printf "this->r = basename(this->s); this->r = cleanpath(strjoin(dirname(this->s), this->r));\n"
			}
			print "}"
		}
		print "BEGIN { exit(0); }"
	}'
}
for s in llquantize quantize ustack strings paths speculation; do
	shape "$s" > "$SONDA_TEST_TMP/$s.d"
	"$SONDA" -q -x dump=steps -s "$SONDA_TEST_TMP/$s.d" 2>&1 >/dev/null |
		awk -v s="$s" '/^Steps of the program for dtrace:::BEGIN:/ { p = $9; c = $(NF - 3) }
			END { print s ": " (p > 0 && c * 10 >= p * 9 ? "counted" : "counted " c " of " p) }'
done
# 7,900 clauses of a speculation( ) are refused before loading (the kernel
# refused them past its million processed instructions where sonda had
# counted some 774,000); compiled only (-e).
awk 'BEGIN {
	print "BEGIN { this->i = 1; }"
	for (c = 0; c < 7900; c++)
		printf "BEGIN /this->i != %d/ { this->sp = speculation(); speculate(this->sp); }\n", c
	print "BEGIN { exit(0); }"
}' > "$SONDA_TEST_TMP/spec.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/spec.d" 2>&1 | sed -n 1p | sed -E 's|^.*/spec.d|spec.d|'
echo "status ${PIPESTATUS[0]}"
