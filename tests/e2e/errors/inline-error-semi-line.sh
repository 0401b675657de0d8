# An inline's own errors (dt_node_inline( ): redefinition, void, incomplete
# type, storage class, and dt_cook_inline( )'s incompatible types) name the
# line of its ";": bison reduces the definition there and the inline's node
# is made then; an error in its value names the value's node. Checked
# against DTrace for Linux itself.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -w esc -- -e -x errtags <<'PROGS'
inline int a =\n\t"s"\n\t;
inline string b\n\t= 1 +\n\t2;\nBEGIN { trace(b); }
inline int c = 1;\ninline int c =\n\t2;
inline void v =\n\t1;
inline struct nosuch x =\n\t1;
inline int f[int x] =\n\tx + "a"\n;
inline int g[4] =\n\t1;
inline static int h =\n\t1;
inline int m = 1 +\n\tnosuch\n\t;
PROGS
