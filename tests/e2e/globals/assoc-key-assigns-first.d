/* A key of an associative array assigned to may assign a variable the
 * right side then uses (a[n++] = n): DTrace's dt_cook_op2( ) cooks the
 * left side, keys included, before the right one, so n exists by then.
 * At run time the right side is evaluated first: a[0] = 0, a[1] = 1. */
#pragma D option quiet
BEGIN {
	a[n++] = n;
	a[n++] = n;
	a[x = 5] = x;
	self->t[strlen(s = "abc")] = s;
	b[i++, j++] = i + j;
	printf("%d %d %d %d %s %d\n", a[0], a[1], a[5], n, self->t[3], b[0, 0]);
	exit(0);
}
