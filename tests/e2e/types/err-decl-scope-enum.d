/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace dt_decl_enumerator: nor may an enumerator name */
enum e {
	A,
	B`C
};
