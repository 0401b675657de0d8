/* @@args: -q */
/* dt_type_lookup( ) looks mod`name up in that module's types (the lexer's
 * id_or_type( ) then takes it for a type name): module C holds DTrace's
 * intrinsics, named by one word, and module D, its child, those and
 * string; the kernel's module its BTF's integer types (vmlinux`int). */
BEGIN
{
	x = 0x1ff;
	printf("%d %d %d %d %d\n", sizeof(D`int), sizeof(C`short), sizeof(D`long),
	    sizeof(D`string), sizeof(vmlinux`int));
	printf("%d %d %d %d\n", (D`char)x, (C`unsigned)-1, (D`short)0x18001,
	    (vmlinux`int)0x1ffffffff);
	this->p = (D`int *)alloca(sizeof(C`int) * 2);
	this->p[1] = -3;
	printf("%d %d\n", this->p[1], sizeof(*this->p));
	exit(0);
}
