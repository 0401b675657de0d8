# "T *" of a program's typedef T of a struct, as dt_decl_type( ) and a
# cast make it with dt_type_pointer( ): libctf's ctf_type_pointer( ) takes
# D's pointer to T, else its pointer to the struct T names, made before,
# whether that struct * came before the typedef (a member of the struct's
# own body, a variable) or after it; only with neither is a "T *" made.
# What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
run() {
	printf '%s\nvoid *gvp;\nBEGIN { x = "a" + (foo_t *)gvp; }\n' "$1" > t.d
	"$SONDA" -e -x errtags -s t.d 2>&1 | sed 's/^.*line [0-9]*: //'
}
run 'struct foo { int a; struct foo *next; }; typedef struct foo foo_t;'
run 'struct foo { int a; }; struct foo *gp; typedef struct foo foo_t;'
run 'struct foo { int a; }; typedef struct foo foo_t; struct foo *gp;'
run 'struct foo { int a; }; typedef struct foo foo_t;'
run 'struct foo { int a; }; typedef struct foo foo_t; foo_t *p2; struct foo *gp;'
run 'struct foo { int a; }; typedef struct foo foo_t; typedef foo_t foo2_t;
foo2_t *p2; struct foo *gp;'
printf 'struct foo { int a; struct foo *next; };\ntypedef struct foo foo_t;
foo_t *p;\nBEGIN { x = "a" + p; }\n' > d.d
"$SONDA" -e -x errtags -s d.d 2>&1 | sed 's/^.*line [0-9]*: //'
