BEGIN
{
	exit(0);
}

/* @@operands: foo */
/* @@status: 1 */
/* @@stderr-match: extraneous argument 'foo' \(\$1 is not referenced\).*\[D_MACRO_UNUSED\] */
