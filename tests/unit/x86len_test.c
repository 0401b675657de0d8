/* x86len_test.c - x86-64 instruction lengths (kinst's boundaries).
 *
 * The vectors are one instruction per mnemonic as a kernel build emits
 * them (checked against objdump over a whole Debian vmlinux: 6.6 million
 * instructions agree), plus VEX forms, and malformed or cut-off input. */
#include "tap.h"
#include "kern/x86len.h"

static const struct {
	const char *bytes;
	int len;
} vecs[] = {
	{ "\x48\x8d\x25\x51\x3f\xa0\x01", 7 },	/* lea */
	{ "\xb9\x01\x01\x00\xc0", 5 },	/* mov */
	{ "\x48\x29\xd0", 3 },	/* sub */
	{ "\x48\x01\xf8", 3 },	/* add */
	{ "\x48\xc1\xea\x20", 4 },	/* shr */
	{ "\x0f\x30", 2 },	/* wrmsr */
	{ "\x56", 1 },	/* push */
	{ "\xe8\xaa\x07\x00\x00", 5 },	/* call */
	{ "\x5e", 1 },	/* pop */
	{ "\x48\xcb", 2 },	/* lretq */
	{ "\xeb\x1b", 2 },	/* jmp */
	{ "\x0f\x1f\x84\x00\x00\x00\x00\x00", 8 },	/* nopl */
	{ "\x83\xe1\x40", 3 },	/* and */
	{ "\x81\xc9\xa0\x00\x00\x00", 6 },	/* or */
	{ "\xf7\x05\xb7\x56\x41\x01\x01\x00\x00\x00", 10 },	/* testl */
	{ "\x74\x06", 2 },	/* je */
	{ "\x48\x81\xf1\x80\x00\x00\x00", 7 },	/* xor */
	{ "\x0f\x01\x15\x25\x9f\xa1\x01", 7 },	/* lgdt */
	{ "\x0f\xa2", 2 },	/* cpuid */
	{ "\x0f\x32", 2 },	/* rdmsr */
	{ "\x0f\xba\xe8\x00", 4 },	/* bts */
	{ "\x0f\xba\xe7\x14", 4 },	/* bt */
	{ "\x73\x0d", 2 },	/* jae */
	{ "\x48\x0f\xba\x2d\x8f\x9f\xa1\x01\x3f", 9 },	/* btsq */
	{ "\x39\xd0", 2 },	/* cmp */
	{ "\x9d", 1 },	/* popf */
	{ "\x66\x0f\x1f\x44\x00\x00", 6 },	/* nopw */
	{ "\x9c", 1 },	/* pushf */
	{ "\x0f\x82\xd2\x00\x00\x00", 6 },	/* jb */
	{ "\x75\x16", 2 },	/* jne */
	{ "\x77\x10", 2 },	/* ja */
	{ "\x0f\xba\xf2\x02", 4 },	/* btr */
	{ "\x66\x85\xff", 3 },	/* test */
	{ "\x48\x0f\xc7\xf2", 4 },	/* rdrand */
	{ "\xf4", 1 },	/* hlt */
	{ "\x90", 1 },	/* nop */
	{ "\x48\xcf", 2 },	/* iretq */
	{ "\xcc", 1 },	/* int3 */
	{ "\x48\xbb\x00\x00\x00\x00\x00\x00\x11\xff", 10 },	/* movabs */
	{ "\xc7\x00\x01\x00\x00\x00", 6 },	/* movl */
	{ "\x83\x3d\x64\x53\x41\x01\x01", 7 },	/* cmpl */
	{ "\x19\xc9", 2 },	/* sbb */
	{ "\x49\xc1\xe3\x0c", 4 },	/* shl */
	{ "\xf7\xf3", 2 },	/* div */
	{ "\xc1\xfb\x1f", 3 },	/* sar */
	{ "\x48\x63\xc9", 3 },	/* movslq */
	{ "\x48\x98", 2 },	/* cltq */
	{ "\x48\x83\x20\xfe", 4 },	/* andq */
	{ "\x49\x83\x3e\x00", 4 },	/* cmpq */
	{ "\x0f\x01\x1b", 3 },	/* lidt */
	{ "\xfc", 1 },	/* cld */
	{ "\xf3\xa5", 2 },	/* rep movsl */
	{ "\xa7", 1 },	/* cmpsl */
	{ "\xf3\x0f\x01\xd9", 4 },	/* vmgexit */
	{ "\x66\x66\x2e\x0f\x1f\x84\x00\x00\x00\x00\x00", 11 },	/* data16 cs */
	{ "\x0f\x0b", 2 },	/* ud2 */
	{ "\x48\x0f\x44\xf0", 4 },	/* cmove */
	{ "\x66\x2e\x0f\x1f\x84\x00\x00\x00\x00\x00", 10 },	/* cs nopw */
	{ "\x41\x0f\x92\xc3", 4 },	/* setb */
	{ "\x76\x09", 2 },	/* jbe */
	{ "\x0f\xb6\x44\x24\x0c", 5 },	/* movzbl */
	{ "\x0f\x45\xc2", 3 },	/* cmovne */
	{ "\x48\xc7\x43\x08\x00\x00\x00\x00", 8 },	/* movq */
	{ "\x0f\x89\x43\xff\xff\xff", 6 },	/* jns */
	{ "\x81\x4b\x10\x00\x00\x00\x08", 7 },	/* orl */
	{ "\x0f\x01\xd0", 3 },	/* xgetbv */
	{ "\x0f\x94\xc0", 3 },	/* sete */
	{ "\x44\x0f\x42\xd1", 4 },	/* cmovb */
	{ "\x48\x83\x83\x80\x00\x00\x00\x02", 8 },	/* addq */
	{ "\xf6\x00\x04", 3 },	/* testb */
	{ "\xf3\x48\xa5", 3 },	/* rep movsq */
	{ "\x49\x0f\xaf\xf9", 4 },	/* imul */
	{ "\x66\x90", 2 },	/* xchg */
	{ "\xf3\x48\xab", 3 },	/* rep stos */
	{ "\x48\xf7\x02\x9f\xff\xff\xff", 7 },	/* testq */
	{ "\x48\xf7\xd0", 3 },	/* not */
	{ "\x78\xdd", 2 },	/* js */
	{ "\xc6\x44\x24\x09\x8e", 5 },	/* movb */
	{ "\x0f\xb7\x44\x24\x08", 5 },	/* movzwl */
	{ "\xc9", 1 },	/* leave */
	{ "\x80\x3c\x24\x00", 4 },	/* cmpb */
	{ "\x65\xff\x05\x09\xd6\x01\x7f", 7 },	/* incl */
	{ "\x65\xff\x0d\xe8\xd5\x01\x7f", 7 },	/* decl */
	{ "\x65\x0f\xb1\x15\x43\xd5\x01\x7f", 8 },	/* cmpxchg */
	{ "\x0f\xbe\x43\xff", 4 },	/* movsbl */
	{ "\x0f\x43\xc6", 3 },	/* cmovae */
	{ "\x48\xf7\x74\x24\x10", 5 },	/* divq */
	{ "\x48\xc1\x24\x24\x02", 5 },	/* shlq */
	{ "\x0f\x95\xc0", 3 },	/* setne */
	{ "\xf0\xff\x41\x34", 4 },	/* lock incl */
	{ "\x48\xf7\xda", 3 },	/* neg */
	{ "\x48\x0f\x47\xfa", 4 },	/* cmova */
	{ "\x0f\x4f\xd0", 3 },	/* cmovg */
	{ "\x7e\x30", 2 },	/* jle */
	{ "\x7f\x07", 2 },	/* jg */
	{ "\x7d\x42", 2 },	/* jge */
	{ "\x83\xab\x10\x13\x00\x00\x01", 7 },	/* subl */
	{ "\xf0\xff\x8e\x80\x03\x00\x00", 7 },	/* lock decl */
	{ "\x83\x80\x30\x13\x00\x00\x01", 7 },	/* addl */
	{ "\xf3\x48\x0f\xbc\xc9", 5 },	/* tzcnt */
	{ "\x7c\xe5", 2 },	/* jl */
	{ "\xf0\x0f\xc1\x86\x80\x03\x00\x00", 8 },	/* lock xadd */
	{ "\x0f\x97\xc1", 3 },	/* seta */
	{ "\xf0\x0f\xb1\x15\x44\xce\x30\x02", 8 },	/* lock cmpxchg */
	{ "\x0f\x4c\xe9", 3 },	/* cmovl */
	{ "\x0f\x9f\xc2", 3 },	/* setg */
	{ "\x48\x0f\x4d\x56\x28", 5 },	/* cmovge */
	{ "\x0f\x46\xd8", 3 },	/* cmovbe */
	{ "\x0f\x93\xc0", 3 },	/* setae */
	{ "\x48\x81\x4c\x24\x40\x00\x08\x00\x00", 9 },	/* orq */
	{ "\xf0\x80\x48\x08\x02", 5 },	/* lock orb */
	{ "\xf0\x80\x60\x08\xfb", 5 },	/* lock andb */
	{ "\xf0\x48\x0f\xba\x68\x08\x00", 7 },	/* lock btsq */
	{ "\xf0\x48\x0f\xba\x73\x08\x00", 7 },	/* lock btrq */
	{ "\xf0\x48\x0f\xab\x3a", 5 },	/* lock bts */
	{ "\xf0\x4c\x0f\xb3\x33", 5 },	/* lock btr */
	{ "\x41\x83\xd0\x00", 4 },	/* adc */
	{ "\x48\xd3\xc0", 3 },	/* rol */
	{ "\x66\x83\x3d\xb1\x7f\xc2\x01\x06", 8 },	/* cmpw */
	{ "\x0f\x96\xc2", 3 },	/* setbe */
	{ "\x0f\x31", 2 },	/* rdtsc */
	{ "\x48\xf7\xe7", 3 },	/* mul */
	{ "\x48\x0f\x4e\xc2", 4 },	/* cmovle */
	{ "\x80\x25\xa6\x37\xc2\x01\x7f", 7 },	/* andb */
	{ "\x48\x0f\xba\x35\x94\x37\xc2\x01\x30", 9 },	/* btrq */
	{ "\x0f\xae\xf8", 3 },	/* sfence */
	{ "\x48\x0f\xbd\xc6", 4 },	/* bsr */
	{ "\x66\x83\x84\x54\x10\x01\x00\x00\x01", 9 },	/* addw */
	{ "\x44\x0f\xbf\x8c\x74\x10\x01\x00\x00", 9 },	/* movswl */
	{ "\x4a\x0f\xbf\xb4\x64\x70\x01\x00\x00", 9 },	/* movswq */
	{ "\x80\x0d\xe8\xea\xc1\x01\x08", 7 },	/* orb */
	{ "\x49\x0f\xbe\x6c\x35\x14", 6 },	/* movsbq */
	{ "\x66\xe5\x10", 3 },	/* in */
	{ "\x66\xe7\x12", 3 },	/* out */
	{ "\x0f\x09", 2 },	/* wbinvd */
	{ "\x65\x66\xc7\x05\xf2\x3c\xfe\x7e\x88\x40", 10 },	/* movw */
	{ "\x6e", 1 },	/* outsb */
	{ "\x41\x0f\x49\xde", 4 },	/* cmovns */
	{ "\x0f\x05", 2 },	/* syscall */
	{ "\x65\x81\x25\xf9\x42\xff\x7e\xff\xff\xff\x7f", 11 },	/* andl */
	{ "\x66\xf7\x44\x24\x06\xc0\x03", 7 },	/* testw */
	{ "\xf3\x48\x0f\xae\xc0", 5 },	/* rdfsbase */
	{ "\xf3\x48\x0f\xae\xd0", 5 },	/* wrfsbase */
	{ "\x0f\x01\xee", 3 },	/* rdpkru */
	{ "\x0f\x01\xef", 3 },	/* wrpkru */
	{ "\x0f\x02\xd2", 3 },	/* lar */
	{ "\x48\x83\xab\x80\x00\x00\x00\x02", 8 },	/* subq */
	{ "\x44\x0f\x48\xf0", 4 },	/* cmovs */
	{ "\x66\x0f\xbe\xc9", 4 },	/* movsbw */
	{ "\x0f\x01\xe8", 3 },	/* serialize */
	{ "\xf3\x90", 2 },	/* pause */
	{ "\x48\x0f\xad\xd0", 4 },	/* shrd */
	{ "\xf7\x34\x24", 3 },	/* divl */
	{ "\xc3", 1 },	/* ret */
	{ "\x0f\x00\x2d\xd6\x2e\xfc\x00", 7 },	/* verw */
	{ "\xdb\xe3", 2 },	/* fninit */
	{ "\x48\x0f\xae\x27", 4 },	/* xsave64 */
	{ "\x48\x0f\xae\x40\x40", 5 },	/* fxsave64 */
	{ "\x0f\xae\x54\x24\x04", 5 },	/* ldmxcsr */
	{ "\xdb\xe2", 2 },	/* fnclex */
	{ "\x0f\x77", 2 },	/* emms */
	{ "\xdb\x07", 2 },	/* fildl */
	{ "\x48\x0f\xae\x2f", 4 },	/* xrstor64 */
	{ "\x48\x0f\xae\x4b\x40", 5 },	/* fxrstor64 */
	{ "\x48\x0f\xc7\x1f", 4 },	/* xrstors64 */
	{ "\x0f\x01\xd1", 3 },	/* xsetbv */
	{ "\x48\x0f\xc7\x2f", 4 },	/* xsaves64 */
	{ "\x2e\xe8\xa4\xc1\xdb\x00", 6 },	/* cs call */
	{ "\x99", 1 },	/* cltd */
	{ "\xf7\xf9", 2 },	/* idiv */
	{ "\x48\xf7\x25\xd8\x3d\x9e\x01", 7 },	/* mulq */
	{ "\x0f\x90\xc0", 3 },	/* seto */
	{ "\x48\xc1\xc8\x02", 4 },	/* ror */
	{ "\xf0\x83\x44\x24\xfc\x00", 6 },	/* lock addl */
	{ "\x66\x81\x4c\x24\x04\x00\x80", 7 },	/* orw */
	{ "\xf0\x48\xff\x08", 4 },	/* lock decq */
	{ "\x44\x0f\xbc\xf8", 4 },	/* bsf */
	{ "\x0f\x80\xc4\x01\x00\x00", 6 },	/* jo */
	{ "\x0f\xae\xe8", 3 },	/* lfence */
	{ "\x65\x48\xff\x08", 4 },	/* decq */
	{ "\xf0\x48\x83\x28\x01", 5 },	/* lock subq */
	{ "\x0f\x01\xcf", 3 },	/* encls */
	{ "\x66\x83\x63\x04\xfe", 5 },	/* andw */
	{ "\xf0\x48\xff\x05\x0f\xb8\xee\x02", 8 },	/* lock incq */
	{ "\xff\x68\x24", 3 },	/* ljmp */
	{ "\x0f\x01\xdc", 3 },	/* stgi */
	{ "\x0f\xae\xf0", 3 },	/* mfence */
	{ "\x66\x83\xa8\x08\x01\x00\x00\x01", 8 },	/* subw */
	{ "\x0f\xae\x7d\x00", 4 },	/* clflush */
	{ "\x0f\x01\xc8", 3 },	/* monitor */
	{ "\x0f\x01\xc9", 3 },	/* mwait */
	{ "\x41\x0f\x9c\xc1", 4 },	/* setl */
	{ "\x80\x87\xe8\x01\x00\x00\x01", 7 },	/* addb */
	{ "\x0f\x01\xd9", 3 },	/* vmmcall */
	{ "\x0f\x01\xc1", 3 },	/* vmcall */
	{ "\x4d\x0f\xa5\xc1", 4 },	/* shld */
	{ "\x0f\x00\xc8", 3 },	/* str */
	{ "\x0f\x33", 2 },	/* rdpmc */
	{ "\x0f\x01\x44\x24\x06", 5 },	/* sgdt */
	{ "\x0f\x00\xd8", 3 },	/* ltr */
	{ "\x0f\x00\xd6", 3 },	/* lldt */
	{ "\xf2\x0f\x01\xff", 4 },	/* pvalidate */
	{ "\xf3\x0f\x01\xfe", 4 },	/* rmpadjust */
	{ "\x65\x66\x44\x0f\xc1\x35\xfb\x69\xfa\x7e", 10 },	/* xadd */
	{ "\x0f\x01\x3f", 3 },	/* invlpg */
	{ "\x66\x0f\x38\x82\x04\x24", 6 },	/* invpcid */
	{ "\x3e\x0f\xae\x38", 4 },	/* ds clflush */
	{ "\x65\x48\xff\x05\x39\x00\xfa\x7e", 8 },	/* incq */
	{ "\xf3\xa4", 2 },	/* rep movsb */
	{ "\xf3\x0f\x6f\x07", 4 },	/* movdqu */
	{ "\x66\x44\x0f\x6f\x25\xa5\x4a\x2b\x01", 9 },	/* movdqa */
	{ "\x66\x44\x0f\x6e\xf9", 5 },	/* movd */
	{ "\x66\x45\x0f\xd4\xf7", 5 },	/* paddq */
	{ "\x66\x0f\xef\x1d\x4c\x4a\x2b\x01", 8 },	/* pxor */
	{ "\x66\x0f\x62\xe5", 4 },	/* punpckldq */
	{ "\x66\x0f\x6c\xe6", 4 },	/* punpcklqdq */
	{ "\x66\x0f\xfe\xc4", 4 },	/* paddd */
	{ "\x66\x41\x0f\x38\x00\xdc", 6 },	/* pshufb */
	{ "\x66\x0f\x72\xd1\x0c", 5 },	/* psrld */
	{ "\x66\x41\x0f\x72\xf0\x14", 6 },	/* pslld */
	{ "\x66\x41\x0f\xeb\xc8", 5 },	/* por */
	{ "\x66\x0f\x70\xc0\x93", 5 },	/* pshufd */
	{ "\x48\xff\xca", 3 },	/* dec */
	{ "\xc5\xfa\x6f\x07", 4 },	/* vmovdqu */
	{ "\xc5\xf9\x6e\xe9", 4 },	/* vmovd */
	{ "\xc5\x79\x6f\x35\x36\x48\x2b\x01", 8 },	/* vmovdqa */
	{ "\xc5\xd9\xd4\xe5", 4 },	/* vpaddq */
	{ "\xc4\xc1\x59\xef\xdf", 5 },	/* vpxor */
	{ "\x62\x72\x4d\x28\x76\xc7", 6 },	/* vpermi2d */
	{ "\xc4\xc1\x79\xfe\xc0", 5 },	/* vpaddd */
	{ "\x62\xf1\x65\x08\x72\xc3\x10", 7 },	/* vprord */
	{ "\xc4\x43\x7d\x39\xc0\x01", 6 },	/* vextracti128 */
	{ "\xc5\xf9\x70\xc0\x93", 5 },	/* vpshufd */
	{ "\xc5\xf8\x77", 3 },	/* vzeroupper */
	{ "\x0f\x9e\xc1", 3 },	/* setle */
	{ "\x2e\xe9\x0f\x25\xd5\x00", 6 },	/* cs jmp */
	{ "\x48\xf7\x14\x24", 4 },	/* notq */
	{ "\xf0\x48\x83\x00\x01", 5 },	/* lock addq */
	{ "\x40\x0f\x98\xc5", 4 },	/* sets */
	{ "\x0f\x18\x08", 3 },	/* prefetcht0 */
	{ "\xf0\x48\x01\x05\xd8\x17\xea\x02", 8 },	/* lock add */
	{ "\xd1\x6a\x48", 3 },	/* shrl */
	{ "\x48\x99", 2 },	/* cqto */
	{ "\xf0\x83\x48\x64\x04", 5 },	/* lock orl */
	{ "\x48\xd3\x6c\x24\x08", 5 },	/* shrq */
	{ "\xf0\x09\x43\x50", 4 },	/* lock or */
	{ "\xf0\x48\x83\x65\x00\xf8", 6 },	/* lock andq */
	{ "\xf0\x49\x83\x0c\x24\x01", 6 },	/* lock orq */
	{ "\x80\x2b\x01", 3 },	/* subb */
	{ "\xf0\x83\xad\xf0\x00\x00\x00\x02", 8 },	/* lock subl */
	{ "\x0f\x9d\xc0", 3 },	/* setge */
	{ "\xf7\x3c\x9c", 3 },	/* idivl */
	{ "\x80\xb0\x80\x00\x00\x00\x01", 7 },	/* xorb */
	{ "\x41\x0f\xce", 3 },	/* bswap */
	{ "\xf0\x21\x90\xc8\x00\x00\x00", 7 },	/* lock and */
	{ "\xf0\x41\x29\x84\x24\x9c\x02\x00\x00", 9 },	/* lock sub */
	{ "\x48\xd3\x7c\xc5\x00", 5 },	/* sarq */
	{ "\x48\xf7\x5c\xc5\x00", 5 },	/* negq */
	{ "\xf0\x31\x32", 3 },	/* lock xor */
	{ "\x48\x0f\x41\xf8", 4 },	/* cmovno */
	{ "\x98", 1 },	/* cwtl */
	{ "\x41\xd3\x7c\x24\x50", 5 },	/* sarl */
	{ "\x71\x1d", 2 },	/* jno */
	{ "\x48\xf7\xbb\xe8\x00\x00\x00", 7 },	/* idivq */
	{ "\x66\xd1\x7d\x10", 4 },	/* sarw */
	{ "\xf0\x48\x0f\xc7\x4e\x20", 6 },	/* lock cmpxchg16b */
	{ "\x83\x94\x24\x80\x00\x00\x00\x00", 8 },	/* adcl */
	{ "\x48\x83\x5c\x24\x20\xff", 6 },	/* sbbq */
	{ "\x48\x83\x14\x24\x00", 5 },	/* adcq */
	{ "\x83\x74\x24\x14\x01", 5 },	/* xorl */
	{ "\xf7\x64\x24\x0c", 4 },	/* mull */
	{ "\xf0\x83\xa0\x14\x01\x00\x00\xfd", 8 },	/* lock andl */
	{ "\xf3\x66\x6f", 3 },	/* rep outsw */
	{ "\xf3\x6f", 2 },	/* rep outsl */
	{ "\xf3\x6c", 2 },	/* rep insb */
	{ "\xf3\x6e", 2 },	/* rep outsb */
	{ "\xf3\x66\x6d", 3 },	/* rep insw */
	{ "\xf3\x6d", 2 },	/* rep insl */
	{ "\x66\xc1\xa8\x20\x17\x00\x00\x08", 8 },	/* shrw */
	{ "\xa4", 1 },	/* movsb */
	{ "\xc4\xe2\xf9\xf7\xf1", 5 },	/* shlx */
	{ "\xc4\xe2\xbb\xf7\xf6", 5 },	/* shrx */
	{ "\x0f\x18\x14\x06", 4 },	/* prefetcht1 */
	{ "\xf6\x10", 2 },	/* notb */
	{ "\x66\xa5", 2 },	/* movsw */
	{ "\xf0\x80\x73\x08\x40", 5 },	/* lock xorb */
	{ "\x41\xd1\x66\x10", 4 },	/* shll */
	{ "\xf7\x15\x45\x5b\x66\x01", 6 },	/* notl */
	{ "\xd0\xaf\xed\x01\x00\x00", 6 },	/* shrb */
	{ "\xd0\xa7\xed\x01\x00\x00", 6 },	/* shlb */
	{ "\x66\xd1\xa7\xf8\x01\x00\x00", 7 },	/* shlw */
	{ "\xf7\x5b\x48", 3 },	/* negl */
	{ "\x66\x81\x30\x00\x08", 5 },	/* xorw */
	{ "\x48\x0f\xc7\xf8", 4 },	/* rdseed */
	{ "\x66\xc1\x07\x08", 4 },	/* rolw */
	{ "\x48\x0f\xbb\x07", 4 },	/* btc */
	{ "\x66\x98", 2 },	/* cbtw */
	{ "\x65\x66\xff\x05\x9b\x63\x85\x7e", 8 },	/* incw */
	{ "\x65\x66\xff\x0d\x76\x63\x85\x7e", 8 },	/* decw */
	{ "\x83\x5c\x24\x08\xff", 5 },	/* sbbl */
	{ "\x0f\x01\x0d\x2a\x48\x6d\x02", 7 },	/* sidt */
	{ "\x48\xff\xc7", 3 },	/* inc */
	{ "\xfa", 1 },	/* cli */
	{ "\x4c\x0f\xc3\x07", 4 },	/* movnti */
	{ "\xf8", 1 },	/* clc */
	{ "\x66\x0f\xae\xf1", 4 },	/* tpause */
	{ "\x0f\x01\xfa", 3 },	/* monitorx */
	{ "\x0f\x01\xfb", 3 },	/* mwaitx */
	{ "\xfd", 1 },	/* std */
	{ "\x0f\x00\x44\x24\x08", 5 },	/* sldt */
	{ "\x0f\xba\x27\x1a", 4 },	/* btl */
	{ "\x48\x81\xb3\xc8\x00\x00\x00\x00\x00\x08\x00", 11 },	/* xorq */
	{ "\x0f\x01\xf8", 3 },	/* swapgs */
	{ "\xf3\x48\x0f\xae\xdf", 5 },	/* wrgsbase */
	{ "\xf3\x48\x0f\xae\xc8", 5 },	/* rdgsbase */
	{ "\xc4\xe2\x78\x49\xc0", 5 },	/* tilerelease */
	{ "\xfb", 1 },	/* sti */
	{ "\x4c\x0f\xb6\x46\x01", 5 },	/* movzbq */
	{ "\xf0\x0f\xba\x2b\x08", 5 },	/* lock btsl */
	{ "\x48\x0f\x07", 3 },	/* sysretq */
	{ "\x48\x0f\x03\xc0", 4 },	/* lsl */
	{ "\x0f\x07", 2 },	/* sysretl */
	{ "\x0f\xb9\xcc", 3 },	/* ud1 */
	{ "\xdd\x7c\x24\x04", 4 },	/* fnstsw */
	{ "\xd9\x7c\x24\x06", 4 },	/* fnstcw */
	{ "\x0f\xae\x05\x3f\xf6\x12\x00", 7 },	/* fxsave */
	{ "\xdd\x05\x8f\xf7\x12\x00", 6 },	/* fldl */
	{ "\xdc\x35\x81\xf7\x12\x00", 6 },	/* fdivl */
	{ "\xdc\x0d\x7b\xf7\x12\x00", 6 },	/* fmull */
	{ "\xde\xe1", 2 },	/* fsubp %st,%st(1) */
	{ "\xdb\x5c\x24\x04", 4 },	/* fistpl */
	{ "\x49\x0f\x40\xc6", 4 },	/* cmovo */
	{ "\x0f\x01\xca", 3 },	/* clac */
	{ "\xf3\x48\x0f\xb8\xc7", 5 },	/* popcnt */
	{ "\x0f\x01\xf9", 3 },	/* rdtscp */
	{ "\x0f\x01\xcb", 3 },	/* stac */
	{ "\x48\x0f\xae\x37", 4 },	/* xsaveopt64 */
	{ "\x48\x0f\xc7\x27", 4 },	/* xsavec64 */
	{ "\x0f\x0d\x48\x70", 4 },	/* prefetchw */
	{ "\x66\x0f\xae\x38", 4 },	/* clflushopt */
	{ "\x65\x48\x0f\xc7\x0f", 5 },	/* cmpxchg16b */
	{ "\x66\x0f\xae\x30", 4 },	/* clwb */
	{ "\xc5\xfe\x6f\x07", 4 },	/* vmovdqu */
	{ "\xc5\xfd\x6f\x58\xc0", 5 },	/* vmovdqa */
	{ "\xc5\xe5\xeb\x80\x60\xff\xff\xff", 8 },	/* vpor */
	{ "\xc4\xe2\x7d\x17\xc0", 5 },	/* vptest */
};

static void test_vectors(void)
{
	int bad = 0;

	for (size_t i = 0; i < sizeof(vecs) / sizeof(vecs[0]); i++) {
		uint8_t buf[32] = { 0 };

		memcpy(buf, vecs[i].bytes, vecs[i].len);
		if (sd_x86_insn_len(buf, sizeof(buf)) != vecs[i].len) {
			printf("# vector %zu: got %d, want %d\n", i,
			       sd_x86_insn_len(buf, sizeof(buf)), vecs[i].len);
			bad++;
		}
	}
	OK(bad == 0);
}

static void test_truncated(void)
{
	/* mov $imm32, %ecx needs 5 bytes */
	OK(sd_x86_insn_len((const uint8_t *)"\xb9\x01\x01\x00", 4) == -1);
	OK(sd_x86_insn_len((const uint8_t *)"\xb9\x01\x01\x00\xc0", 5) == 5);
	/* a lone prefix, a lone 0f escape */
	OK(sd_x86_insn_len((const uint8_t *)"\x66", 1) == -1);
	OK(sd_x86_insn_len((const uint8_t *)"\x0f", 1) == -1);
	OK(sd_x86_insn_len((const uint8_t *)"", 0) == -1);
}

static void test_invalid(void)
{
	/* push %es, aaa, and the other opcodes 64-bit mode dropped */
	OK(sd_x86_insn_len((const uint8_t *)"\x06\x00\x00", 3) == -1);
	OK(sd_x86_insn_len((const uint8_t *)"\x37\x00\x00", 3) == -1);
	OK(sd_x86_insn_len((const uint8_t *)"\xce\x00\x00", 3) == -1);
	/* more than 15 bytes of prefixes */
	OK(sd_x86_insn_len((const uint8_t *)
			   "\x66\x66\x66\x66\x66\x66\x66\x66\x66\x66\x66"
			   "\x66\x66\x66\x66\x90", 16) == -1);
}

static void test_operand_size(void)
{
	/* 66 makes a z immediate 2 bytes, REX.W after it makes it 4 again */
	OK(sd_x86_insn_len((const uint8_t *)"\x66\x81\xc1\x34\x12\xff\xff", 7) == 5);
	OK(sd_x86_insn_len((const uint8_t *)"\x66\x48\x81\xc1\x34\x12\x00\x00", 8) == 8);
	/* movabs $imm64 and moffs64 */
	OK(sd_x86_insn_len((const uint8_t *)"\x48\xb8\x01\x02\x03\x04\x05\x06\x07\x08", 10) == 10);
	OK(sd_x86_insn_len((const uint8_t *)"\x48\xa1\x01\x02\x03\x04\x05\x06\x07\x08", 10) == 10);
	OK(sd_x86_insn_len((const uint8_t *)"\x67\xa1\x01\x02\x03\x04", 6) == 6);
	/* test $imm on F6/F7 /0 only */
	OK(sd_x86_insn_len((const uint8_t *)"\xf6\xc1\x01", 3) == 3);
	OK(sd_x86_insn_len((const uint8_t *)"\xf6\xd9", 2) == 2);
	OK(sd_x86_insn_len((const uint8_t *)"\xf7\xc1\x01\x00\x00\x00", 6) == 6);
	OK(sd_x86_insn_len((const uint8_t *)"\x66\xf7\xc1\x01\x00", 5) == 5);
}

static void test_boundaries(void)
{
	/* endbr64; nopl 0(%rax,%rax); push %rbp; mov %rsp,%rbp; ret */
	static const uint8_t fn[] = { 0xf3, 0x0f, 0x1e, 0xfa,
				      0x0f, 0x1f, 0x44, 0x00, 0x00,
				      0x55, 0x48, 0x89, 0xe5, 0xc3 };
	uint32_t offs[8];
	size_t bad = 99;

	OK(sd_x86_boundaries(fn, sizeof(fn), offs, 8, NULL) == 5);
	OK(offs[0] == 0 && offs[1] == 4 && offs[2] == 9 && offs[3] == 10 &&
	   offs[4] == 13);
	OK(sd_x86_boundaries(fn, 12, offs, 8, &bad) == -1 && bad == 10);
}

int main(void)
{
	RUN(test_vectors);
	RUN(test_truncated);
	RUN(test_invalid);
	RUN(test_operand_size);
	RUN(test_boundaries);
	return tap_done();
}
