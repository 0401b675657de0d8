#pragma D option quiet
#pragma D option strsize=6
/* strtok( )'s string and delimiters given as char arrays are their
 * addresses, as DTrace's dt_cg_subr_strtok( ) passes the by-reference
 * value to its helper, which reads strsize bytes from there: past the end
 * of an array without a NUL (g.d's "../a" runs on into g.e's "///ac").
 * sonda copied the arrays' own bytes first: "../a" and "b". */
struct ca { char c[8]; char d[4]; char e[12]; int z; } g;
BEGIN {
	g.c[0] = 'b'; g.d[0] = '.'; g.d[1] = '.'; g.d[2] = '/'; g.d[3] = 'a';
	g.e[0] = '/'; g.e[1] = '/'; g.e[2] = '/'; g.e[3] = 'a'; g.e[4] = 'c';
}
BEGIN { printf("[%s]\n", strtok(g.d, g.e)); }
BEGIN { printf("[%s]\n", strtok(NULL, g.c)); }
BEGIN { printf("[%s]\n", strtok(g.d, "x")); exit(0); }
