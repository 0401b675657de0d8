# -S variable tables: the offsets of globals and clause-local variables as
# DTrace reserves their storage. A string takes strsize bytes, byte
# aligned; a declared integer, enum or pointer is aligned on its size, a
# declared array on its element's size (DTrace's mask, even for 12-byte
# structs), anything else on 8; a variable created by an assignment is
# aligned on its size when it is an integer or a pointer, by byte when a
# string, else on 8; one created by ++ is an int64_t.
# The rows in DTrace's order (dt_as( ): thread-locals, globals, then
# clause-locals, each by id; these numbered from 0), flags as its code
# marks them (a bare variable's store, dt_cg_store_var( ), is no read; ++
# of a global stores through the address it read: a read only), each table
# ends with a blank line. The built-in variables DTrace lists too (curcpu,
# no offset) are left out.
table() {
	"$SONDA" -Se "$@" 2>&1 | sed -n '/^NAME /,/^$/p' | sed 's/\[[0-9]*-[0-9]*\] */[R] /' |
		awk '$3 != "scl"'
}
table -n 'BEGIN { a = ""; b = a; exit(0); }'
table -x strsize=16 -n 'BEGIN { s = "x"; c = (char)1; t = s; h = (short)2; u = s;
	i = 3; v = s; l = 4L; w = s; p = (char *)0; x = s; exit(0); }'
table -n 'struct tri { int a, b, c; }; char c; struct tri tr[2]; char d; int ia[3];
	char e; char ca[5]; long l; char f; struct tri st; char *p;
	BEGIN { c = d = e = f = 1; tr[0].a = ia[0] = ca[0] = 1; l = 2;
	st.a = 1; p = &ca[0]; exit(0); }'
table -n 'struct tri { int a, b, c; }; struct tri st;
	BEGIN { c = (char)1; n++; k = (char)2; m = 5; st.a = 1; q = st; r = (short)3; exit(0); }'
table -x strsize=16 -n 'this char c; this int i; BEGIN { this->c = 1; this->s = "s";
	this->h = (short)2; this->t = this->s; this->i = 3; this->l = 4L; this->u = "u"; }'
# alloca's, strtok's and translated structs' parts of the clause-local area
# come after the variables, which keep their offsets
table -n 'BEGIN { this->c = (char)1; p = alloca(10); x = strtok("a b", " ");
	trace(*curcpu); this->s = "s"; this->i = 2; }'
