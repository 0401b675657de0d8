/* A cast to a pointer to a typedef of a struct names the struct once a
 * pointer to the struct was made (struct s1's member), as DTrace's
 * dt_type_pointer( ) takes libctf's pointer to the typedef's base
 * (ctf_type_pointer( ) of the resolved type): *p is a struct s0. Without
 * such a pointer made before, a pointer to the typedef is made: *q is a
 * td1. (What dtrace-ref prints.) */
struct s0 { int a; };
typedef struct s0 td0;
struct s1 { struct s0 *p; };
struct s2 { int b; };
typedef struct s2 td1;

BEGIN
{
	this->q = (td1 *)alloca(8);
	this->p = (td0 *)alloca(8);
	this->p->a = 3;
	x = *this->p + *this->q;
}

/* @@args: -e -x errtags */
/* @@status: 1 */
