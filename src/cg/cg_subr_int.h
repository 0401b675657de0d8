/* cg_subr_int.h - what the subroutine code generators (cg_subr.c, cg_str.c,
 * cg_net.c) share.
 *
 * Conventions: a subroutine first evaluates its arguments left to right and
 * parks each one in scratch space (a string is copied into a strsize buffer
 * of its own, its length kept in a cell; an integer goes into a cell), so
 * the body needs no long-lived registers and finds every buffer at a
 * constant scratch offset. Loops keep their state in scratch cells and
 * start with a may_goto, so the verifier sees each loop converge after one
 * pass whatever strsize is. Between a loop and the code after it values
 * travel through cells only (registers r0-r5 are dead at a loop's exit).
 */
#ifndef SONDA_CG_SUBR_INT_H
#define SONDA_CG_SUBR_INT_H

#include "cg_int.h"

/* One parked argument. */
struct sarg {
	uint32_t buf;		/* string: scratch offset of its copy */
	uint32_t cell;		/* string: its length; other: its value */
	uint32_t bad;		/* string: a cell holding its address when
				 * it could not be read (then it is ""), else 0 */
};

/* A string argument's value as DTrace has it: a char array place is its
 * address (DT_NF_REF), which the subroutine reads as a string, past the
 * array's end when it holds no NUL (not a copy of the array's bytes). */
int subr_str_value(struct cg *g, struct sd_node *x);
/* Argument kinds for subr_args(): 's' string (copied; NULL faults, an
 * address that cannot be read is "" with its bad cell set), 'i' any other
 * value. */
void subr_args(struct cg *g, struct sd_node *n, const char *kinds, struct sarg *a);

/* A new 8-byte scratch cell, zeroed. */
uint32_t subr_cell(struct cg *g);
/* reg = *(u64 *)(scratch + cell) */
void subr_ld(struct cg *g, int reg, uint32_t cell);
/* *(u64 *)(scratch + cell) = reg (tmp is clobbered) */
void subr_st(struct cg *g, uint32_t cell, int reg, int tmp);
/* *(u64 *)(scratch + cell) = imm (tmp is clobbered) */
void subr_st_imm(struct cg *g, uint32_t cell, int32_t imm, int tmp);
/* scratch[res + [cell j]++] = the low byte of reg (reg >= 0) or imm; to
 * label fin instead when [j] has reached max. Uses r1, r2. */
void subr_putc(struct cg *g, uint32_t res, uint32_t j, uint32_t max, int fin, int reg,
	       int imm);
/* dst = byte at scratch + buf + idx; jumps to out unless idx < strsize */
void subr_ldb(struct cg *g, int dst, uint32_t buf, int idx, int out);
/* reg = min(reg, max) as unsigned: a bound the verifier can see. */
void subr_bound(struct cg *g, int reg, uint32_t max);
/* A string buffer in scratch (strsize bytes), its first byte zeroed. */
uint32_t subr_strbuf(struct cg *g);
/* The same with room for a write of up to strsize bytes at an offset of
 * up to strsize. */
uint32_t subr_strbuf2(struct cg *g);

/* Copies the string at src (any kernel address; r1-r5 are clobbered) to
 * scratch + dst, at most n bytes in all (n a register or -1 for strsize);
 * reg r0 holds the helper's result afterwards. */
void subr_copystr(struct cg *g, uint32_t dst, int src, int n);
/* A fresh register holding scratch + off (the subroutine's string value). */
int subr_result(struct cg *g, uint32_t off);
/* Keeps the string buffer at off (a result) when the call's scratch space
 * is released. */
void subr_keep(struct cg *g, uint32_t off);
/* A fresh register holding the value in cell. */
int subr_result_cell(struct cg *g, uint32_t cell);

/* Loops: head: may_goto -> done; body; subr_loop_next; done: */
struct sloop {
	int head, done;
};
void subr_loop_begin(struct cg *g, struct sloop *l);
void subr_loop_next(struct cg *g, struct sloop *l);
void subr_loop_end(struct cg *g, struct sloop *l);

/* cg_str.c: string subroutines; the value register (or -1). */
int cg_str_subr(struct cg *g, struct sd_node *n, int subr);
/* cg_scan.c: strtok (state in the clause-local area at area) and cleanpath. */
int cg_strtok(struct cg *g, struct sd_node *n, uint32_t area);
int cg_cleanpath(struct cg *g, struct sd_node *n);
/* cg_net.c: inet_ntoa, inet_ntoa6, inet_ntop. */
int cg_net_subr(struct cg *g, struct sd_node *n, int subr);

#endif
