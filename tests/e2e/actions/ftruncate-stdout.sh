# ftruncate() truncates the output even when it is sonda's stdout, as
# DTrace's DT_ACT_FTRUNCATE does (fflush, ftruncate(fileno(fp), 0), fseeko):
# a regular file keeps only what follows; a pipe refuses, and keeps it all
f="$SONDA_TEST_TMP/out.txt"
"$SONDA" -wq -n 'BEGIN { printf("one\n"); ftruncate(); printf("two\n"); exit(0); }' >"$f"
cat "$f"
echo "--"
"$SONDA" -wq -n 'BEGIN { printf("one\n"); ftruncate(); printf("two\n"); exit(0); }' | cat
