"$SONDA" -x tree=4 -e -n 'int a[4]; BEGIN { i = 1; trace(*(1 + a)); trace(*(a - i)); trace(2[a]); trace(i[a]); trace(*(a - 1 + 2)); }' 2>&1 | sed -n '/PDESC :::BEGIN/,/^Parse tree/p' | sed -n '/FUNC trace/,$p' | grep -v '^Parse tree'
# i + a and a - i print as written, typed as the array; * of them is not
# writable (dt_cook_op1( ): only *(a + i) of a writable a is), nor is i[a]
# of a constant i (*(i + a): the + as written, i first), but i[a] of a
# variable i is.
# @@noroot
