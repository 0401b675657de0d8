/* @@args: -q */
/*
 * offsetof and sizeof of a struct or union type name that declares its
 * body right there, named or not: the type is defined before the operator
 * looks at it (DTrace's parser declares it as it reduces the type name,
 * dt_decl_sou( )), not one defined after the use. A named one stays
 * declared for what follows. libctf gives struct { int; short; } 6 bytes.
 */
BEGIN
{
	printf("%d %d %d\n", offsetof(struct { int a; int b; }, b),
	    offsetof(struct T1 { char c; long l; }, l),
	    sizeof (struct { int a; short b; }));
	printf("%d %d\n", offsetof(union { int a; int b; }, b),
	    offsetof(struct T1, l));
	exit(0);
}
