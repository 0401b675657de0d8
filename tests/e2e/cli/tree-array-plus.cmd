"$SONDA" -x tree=4 -e -n 'int a[4]; BEGIN { trace(*(a + 1)); trace(a[2]); }' 2>&1 | sed -n '/FUNC trace/,/INT/p' | head -10
# a + i of an array prints as written, *(a + i) as a[i] does (DTrace makes
# a[i] of *(a + i)): the + typed as the array, the * writable.
# @@noroot
