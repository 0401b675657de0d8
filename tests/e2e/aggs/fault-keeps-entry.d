/* @@args: -q */
/* An aggregating function whose argument faults leaves its key behind with
 * the initial value (a sum of 0, a min of INT64_MAX, empty buckets), as
 * DTrace's dt_cg_agg( ) gets the entry before it evaluates the arguments;
 * the rest of the clause does not run. */
int x;

BEGIN { @s[1] = sum(3); @s[2] = sum(5 / x); @s[3] = sum(7); }
BEGIN { @m["k"] = min(5 % x); }
BEGIN { @x = max(*(int *)0); }
BEGIN { @q[(char)-1] = quantize(1, 1 / x); }
BEGIN { @l = lquantize(1 / x, 0, 3); }
BEGIN { @a = avg(1 / x); @a = avg(9); }
BEGIN { exit(0); }
