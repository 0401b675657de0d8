# print( ) checks its pointer when it runs, as DTrace's: NULL is an invalid
# address (the clause stops there; the next one runs); another address that
# cannot be read prints as zeros, after that address.
"$SONDA" -q -s /dev/stdin 2>&1 <<'D' | sed 's/pc [0-9]*/pc N/'
struct rec { int id; char name[4]; };
BEGIN
{
	print((struct rec *)0);
	printf("not reached\n");
}
BEGIN
{
	print((struct rec *)0x1000);
	print((int *)0x1000);
	exit(0);
}
D
