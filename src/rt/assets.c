/* assets.c - the files of src/rt/web/ as NUL-terminated arrays, put in
 * .rodata by the assembler (.incbin), so that sonda serves and writes them
 * with nothing to find on disk. The Makefile rebuilds this object when
 * one of them changes. Paths are relative to the repository root, where
 * make runs the compiler. */
#include "assets.h"

#define ASSET(sym, path)                                                    \
	__asm__(".section .rodata\n"                                        \
		".global " #sym "\n"                                        \
		".type " #sym ", @object\n"                                 \
		".balign 16\n" #sym ":\n"                                   \
		".incbin \"" path "\"\n"                                    \
		".byte 0\n"                                                 \
		".size " #sym ", . - " #sym "\n"                            \
		".previous\n")

ASSET(sd_asset_index_html, "src/rt/web/index.html");
ASSET(sd_asset_flame_js, "src/rt/web/flame.js");
