# commit() and discard() of an id up to nspec that no speculation() gave do
# nothing, as DTrace's dt_speculation_set_drainable() (bpf/speculation.c);
# only an id past nspec (discard(101) here) is an illegal operation.
"$SONDA" -q -x nspec=100 -s data/commit-unused-id.d 2> "$SONDA_TEST_TMP/err"
sed 's/BPF pc [0-9]*/BPF pc N/' "$SONDA_TEST_TMP/err"
