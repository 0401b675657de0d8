# -S prints each program's variable table after its listing, as DTrace does:
# DTrace's storage alignment (char 1, short[] 2, long 8, struct 8, string 1),
# kinds, scopes, r/w flags and type descriptions (the RANGE column masked).
table() {
	"$SONDA" -Se "$@" 2>&1 | sed -n '/^NAME /,/^$/p' | sed 's/\[[0-9]*-[0-9]*\] */[R] /'
}
table -n 'char c; char d; short a[5]; long l; BEGIN { d = 1; a[2] = 3; l = d; s = "x"; t = s; exit(0); }'
table -n 'this char c; this struct { short u, v; } st; this int i; BEGIN { this->st.u = 1; this->i = this->st.u; }'
table -n 'self char c; self short s; BEGIN { self->s = 2; x[1, "a"] = self->s; }'
# the rows in DTrace's order (dt_as( ): thread-locals, globals, then
# clause-locals, each by id), clause-locals numbered from 0 in each program
# (its own pcb_locals); ++ of a global or clause-local is a read only (a
# store through the address read, dt_cg_incdec_op( )), of a thread-local a
# read and a store (dt_cg_store_var( ) for one not there yet)
table -n 'BEGIN { this->a = 1; x++; self->t++; y = x; }' \
	-n 'END { this->b = 2; this->c = 3; this->c++; self->u = 1; self->t = 2; s = "a"; }'
