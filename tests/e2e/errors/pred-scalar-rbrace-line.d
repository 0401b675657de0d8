int a[4];

BEGIN
/a/
{
	trace(1);
	exit(0);
}

END
{
	trace(2);
}

/* D_PRED_SCALAR is reported at the line of the clause's closing "}":
 * dt_compile_one_clause( ) cooks the clause node, which the parser made
 * when it reduced the clause at its "}", and dt_cook_clause( ) raises the
 * error with that line (not the program's last line, nor the predicate's). */
/* @@args: -x errtags */
/* @@status: 1 */
