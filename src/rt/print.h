/* print.h - the print() action's output: a typed value, member by member
 * (d-output-formats.md 10). */
#ifndef SONDA_RT_PRINT_H
#define SONDA_RT_PRINT_H

#include "../base/buf.h"
#include "../base/common.h"

struct sd_ptype;

/* Prints the record of print(): data holds the object's address (8 bytes)
 * then its len - 8 bytes, of type t. printsize limits the bytes shown. */
void sd_print_typed(struct sd_buf *b, const struct sd_ptype *t, const uint8_t *data,
		    size_t len, uint64_t printsize);

#endif
