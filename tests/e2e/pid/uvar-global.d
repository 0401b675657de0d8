/* Globals of the traced process by name: `name, a.out`name and
 * program`name (its basename); a long, a file static, a string pointer
 * and a member of a struct global. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_touch:entry
{
	printf("counter=%d/%d/%d static=%d label=%s origin=%d,%d\n", `ut_counter,
	    a.out`ut_counter, utyped`ut_counter, `ut_static, stringof(`ut_label),
	    `ut_origin.x, a.out`ut_origin.y);
}
