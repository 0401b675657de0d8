/* stddev( ) of INT64_MIN: the average's magnitude is 2^63, as DTrace's
 * two's complement negation gives once cast to uint64_t, so the square of
 * the average equals the average of the squares and the deviation is 0.
 * (sonda negated the average as int64_t: signed overflow, a UBSan abort
 * under `make asan`.) */
BEGIN
{
	@a = stddev((long)0x8000000000000000);
	@b = stddev(-5);
	@c = stddev(-4);
	@c = stddev(-8);
	exit(0);
}

/* @@args: -q */
