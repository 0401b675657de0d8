# A D array indexed by a variable is checked at run time as dt_cg.c's
# dt_cg_arithmetic_op( ) checks it: the index scaled by the element's size,
# compared unsigned with the array's size, and on a fault divided back
# unsigned (BPF_DIV) and reported with dt_handle.c's "%ld": -1 of a long or
# struct array is 2^61 - 1, of a short array -2 is 2^63 - 2, of a char
# array -1 is -1; an inner dimension is checked against its own size.
"$SONDA" -qn '
long a[5]; struct s { int x; int y; } st[4]; short h[3]; char c[10]; int m[3][4];
BEGIN { i = -1; trace(a[i]); }
BEGIN { i = -1; trace(st[i].y); }
BEGIN { i = -2; h[i] = 1; }
BEGIN { i = -1; trace(c[i]); }
BEGIN { i = 4; m[1][i] = 2; }
BEGIN { i = 3; trace(m[i][0]); }
BEGIN { i = 2; m[i][3] = 7; c[i + 7] = 8; printf("%d %d\n", m[2][3], c[9]); exit(0); }
' 2>&1 | sed 's/pc [0-9]*/pc N/'
