/* ubadcfi.c - frames whose CFI the BPF unwinder cannot run, in assembler
 * with .cfi_escape (tests/e2e/ustack/bad-cfi.sh): each bc_* calls
 * bc_leaf(x) from a frame described by a DWARF expression, as compilers
 * emit for stack realignment or hand-written code does:
 *   bc_cfa_expr  DW_CFA_def_cfa_expression: CFA = DW_OP_breg7 (rsp) 16
 *   bc_ra_expr   DW_CFA_expression: the return address at DW_OP_breg7 8
 *   bc_bp_reg    DW_CFA_register: rbp kept in rbx
 * The rules are right (gdb follows them), so a stack through them must
 * either go on correctly (the first one: a register plus an offset, as
 * DW_CFA_def_cfa says it) or end there. Built -O2 -fomit-frame-pointer. */
#include <stdlib.h>

#define NOINLINE __attribute__((noipa))

volatile long sink;

NOINLINE long bc_leaf(long x)
{
	sink += x;
	return sink;
}

long bc_cfa_expr(long x);
long bc_ra_expr(long x);
long bc_bp_reg(long x);

#define FUNC(name, body)                                                      \
	asm(".text\n.globl " #name "\n.type " #name ", @function\n" #name ":\n" \
	    ".cfi_startproc\n" body ".cfi_endproc\n.size " #name ", .-" #name "\n")

FUNC(bc_cfa_expr,
     "push %rbx\n"
     ".cfi_escape 0x0f, 0x02, 0x77, 0x10\n"	/* def_cfa_expression breg7 16 */
     "call bc_leaf\n"
     "pop %rbx\n"
     ".cfi_def_cfa %rsp, 8\n"
     "ret\n");

FUNC(bc_ra_expr,
     "push %rbx\n"
     ".cfi_def_cfa_offset 16\n"
     ".cfi_escape 0x10, 0x10, 0x02, 0x77, 0x08\n"	/* expression r16: breg7 8 */
     "call bc_leaf\n"
     "pop %rbx\n"
     ".cfi_def_cfa_offset 8\n"
     "ret\n");

FUNC(bc_bp_reg,
     "push %rbx\n"
     ".cfi_def_cfa_offset 16\n"
     ".cfi_offset %rbx, -16\n"
     "mov %rbp, %rbx\n"
     ".cfi_register %rbp, %rbx\n"
     "xor %ebp, %ebp\n"
     "call bc_leaf\n"
     "mov %rbx, %rbp\n"
     ".cfi_restore %rbp\n"
     "pop %rbx\n"
     ".cfi_def_cfa_offset 8\n"
     "ret\n");

NOINLINE long bc_run(long n)
{
	long r = bc_cfa_expr(n);

	r += bc_ra_expr(n);
	r += bc_bp_reg(n);
	return r;
}

int main(int argc, char **argv)
{
	sink = bc_run(argc);
	return 0;
}
