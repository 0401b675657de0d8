# In an #include'd file (cpp's line markers: DTrace's pcb_idepth) DTrace
# declares struct, union and enum tags into its C container and looks them
# up there only (dt_decl_sou( ), dt_decl_enum( ), dt_decl_type( ) through
# dt_type_lookup( ) with DTRACE_OBJ_CDEFS): a tag the D program defined
# before may be defined again in the header, and one the header only names
# (the D program's, or the kernel's task_struct) is a forward tag of C's,
# incomplete by value (D_DECL_INCOMPLETE). The D program then finds C's
# definition first (dtrace_lookup_by_type( ) tries C, D, the kernel, and
# passes over forward tags), struct D`tag its own; -> through a forward
# tag finds the definition anywhere (dt_cook_op2( )); a body in the D
# program for a tag the header defined is D_DECL_TYPERED (D's container
# looks in its parent, C).
run() {
	printf "$1" | "$SONDA" -C -I data -q -x errtags -s /dev/stdin 2>&1
	echo "status $?"
}
run 'struct tg { int a; };\n#include "cpp-tag-c.h"\nBEGIN { printf("%%d %%d %%d\\n", sizeof(struct tg), sizeof(struct D`tg), sizeof(struct C`tg)); exit(0); }\n'
run '#include "cpp-tag-c.h"\nstruct tg { int a; };\nBEGIN { exit(0); }\n'
run '#include "cpp-tag-task.h"\nBEGIN { exit(0); }\n'
run 'struct tg { int a; };\n#include "cpp-tag-byval.h"\nBEGIN { exit(0); }\n'
run 'struct tg { int a; };\n#include "cpp-tag-ptr.h"\nstruct tg_p *x;\nBEGIN { printf("%%d\\n", sizeof(x->p->a)); exit(0); }\n'
run '#include "cpp-tag-ptr.h"\nstruct tg_p *x;\nBEGIN { printf("%%d\\n", sizeof(x->p->a)); exit(0); }\n'
run '#include "cpp-tag-taskp.h"\nstruct fw { short s; };\nstruct tg_kp *x;\nBEGIN { printf("%%d %%d %%d %%d\\n", sizeof(x->t->pid), sizeof(x->f->s), sizeof(struct fw), sizeof(struct C`tg_kp)); exit(0); }\n'
run 'enum te { TE_A, TE_B };\n#include "cpp-tag-enum.h"\nBEGIN { printf("%%d %%d %%d\\n", TE_B, TE_Y, sizeof(enum te)); exit(0); }\n'
run 'enum te { TE_A, TE_B };\n#include "cpp-tag-enumv.h"\nBEGIN { exit(0); }\n'
run '#include "cpp-tag-enum.h"\nenum te { TE_A, TE_B };\nBEGIN { exit(0); }\n'
run 'struct tg { int a; };\n#include "cpp-tag-ptr.h"\nstruct tg_p *x; struct tg *y;\nBEGIN { x = (struct tg_p *)alloca(sizeof(struct tg_p)); y = (struct tg *)alloca(sizeof(struct tg)); y->a = 5; x->p = (void *)y; printf("%%d\\n", x->p->a); exit(0); }\n'
