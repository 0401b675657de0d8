/* @@args: -q */
/* %p, %a (and %A with a target) take an array: pfcheck_addr( ) and
 * pfcheck_kaddr( ) ask dt_node_is_pointer( ), which is true of any array
 * but a D string. The array is recorded by its bytes (dt_cg_store_val( )),
 * which pfprint_uint( ) reads as an integer of the record's size (1, 2, 4
 * or 8 bytes: "ll" for 8) and pfprint_addr( ) as an address (4 or 8). */
int ia[2];
char ca4[4];
char ca8[8];
short sa[1];

BEGIN
{
	ia[0] = 0x11;
	ia[1] = 0x22;
	ca4[0] = 'b';
	ca8[0] = 'a';
	ca8[7] = 1;
	sa[0] = -1;
	printf("[%p] [%p] [%#p] [%p]\n", ia, ca4, ca8, sa);
	printf("[%a] [%-12a] [%20a]\n", ia, ca4, ca8);
	@[ca4, ca8] = count();
	printa("[%p] [%a] %@d\n", @);
	exit(0);
}
