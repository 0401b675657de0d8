/* A char array member reached through an alloca( )'d pointer (p->name)
 * keeps DTrace's alloca taint (dt_cook_op2( ) passes it to -> and .): as a
 * string subroutine's argument dt_cg_check_ptr_arg( ) checks the array's
 * own size against what the clause has allocated, and stringof( ) or a
 * (string) cast of it is checked as an alloca'd string (strsize bytes).
 * A later clause starts with nothing allocated, so p->name of an earlier
 * clause's memory is an invalid address there: its scratch offset. */
struct foo {
	long x;
	char name[8];
};

BEGIN
{
	/* 8 bytes allocated, name at offset 8 of them: past the top */
	this->f = (struct foo *)alloca(8);
	printf("%d\n", strlen(this->f->name));
}

BEGIN
{
	this->f = (struct foo *)alloca(16);
	bcopy("abc", this->f->name, 4);
	printf("%d [%s] [%s]\n", strlen(this->f->name), substr(this->f->name, 1),
	    stringof(this->f->name));
}

BEGIN
{
	printf("%d\n", index(this->f->name, "c"));
}

BEGIN
{
	this->g = alloca(8);
	printf("[%s]\n", strjoin(this->f->name, "!"));
}

BEGIN
{
	printf("[%s]\n", stringof(this->f->name));
}

BEGIN
{
	this->g = alloca(24);
	printf("[%s]\n", (string)this->f->name);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %x\n", arg2, arg4, arg5);
}

/* @@args: -q */
