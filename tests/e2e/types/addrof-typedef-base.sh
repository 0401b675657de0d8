# &x of a D typedef of char, int or void is a pointer to that base, as
# DTrace's dt_type_pointer( ) finds it with libctf's ctf_type_pointer( ):
# the C container holds dt_open.c's char * and int *, so no pointer to
# such a typedef is ever made (a (td0 *) cast is one too); a typedef
# of a struct is pointed to as the struct once the program made a
# struct s2 *, else as itself; no unsigned short * exists to be found.
# print( ) of &m names the type so: (char)'A', not (td0)65.
cd "$(mktemp -d)" || exit 1
decls='typedef char td0; typedef int ti; typedef unsigned short tus;
struct s2 { td0 c; ti i; tus u; }; typedef struct s2 ts;
struct w { ts a; ts b; } gw;'
for e in 'x = &gw.a.c;' 'x = &gw.a.i;' 'x = &gw.a.u;' 'x = &gw.a;' \
	 'this->p = (struct s2 *)0; x = &gw.b;'; do
	printf '%s\nBEGIN {\n%s x = curthread; }\n' \
		"$decls" "$e" > t.d
	timeout 10 "$SONDA" -e -x errtags -s t.d 2>&1 | sed 's/^.*line 5: //'
done
printf '%s\nBEGIN { this->w = (struct w *)alloca(sizeof(struct w));
this->w->a.c = 65; print(&this->w->a.c); exit(0); }\n' "$decls" > p.d
timeout 10 "$SONDA" -q -s p.d | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
