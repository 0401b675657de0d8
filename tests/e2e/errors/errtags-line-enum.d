/* An enumerator is checked when the token after it is read. */
enum e {
	a = 1,
	a = 2
};

/* @@args: -x errtags */
/* @@status: 1 */
