# Clause-local variables live in one array entry per CPU (not a per-CPU
# map value, which the kernel caps at 32 KiB, nor the 512-byte BPF stack):
# 300 clause-local strings work at the default strsize, and the area holds
# up to 1 MiB: with strsize=16000 (16,000 bytes a string) 65 strings fit,
# 66 are refused with a D error naming the limit, before loading.
gen() {	# gen N: a BEGIN clause with N clause-local strings
	awk -v n="$1" 'BEGIN {
		printf "BEGIN {"
		for (i = 0; i < n; i++) printf " this->s%d = \"v%d\";", i, i
		printf " printf(\"%%s %%s\\n\", this->s0, this->s%d); exit(0); }\n", n - 1
	}'
}
gen 300 > "$SONDA_TEST_TMP/many.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/many.d" | awk NF
gen 65 > "$SONDA_TEST_TMP/edge.d"
"$SONDA" -q -x strsize=16000 -s "$SONDA_TEST_TMP/edge.d" | awk NF
gen 66 > "$SONDA_TEST_TMP/past.d"
"$SONDA" -q -x strsize=16000 -s "$SONDA_TEST_TMP/past.d" 2>&1 | sed 's|/.*/past.d|past.d|'
echo "status ${PIPESTATUS[0]}"
