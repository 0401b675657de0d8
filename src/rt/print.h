/* print.h - the print() action's output: a typed value, member by member
 * (d-output-formats.md 10). */
#ifndef SONDA_RT_PRINT_H
#define SONDA_RT_PRINT_H

#include "../base/buf.h"
#include "../base/json.h"
#include "../base/common.h"

struct sd_ptype;

/* Prints the record of print(): data holds the object's address (8 bytes)
 * then its len - 8 bytes, of type t. printsize limits the bytes shown. */
void sd_print_typed(struct sd_buf *b, const struct sd_ptype *t, const uint8_t *data,
		    size_t len, uint64_t printsize);

/* print() in JSON: {"print": {"address", "type", "value"}} as an item of
 * a record's output, the value a JSON object, array, string (char
 * arrays), number or enumerator name; printsize bounds it as in text. */
void sd_print_json(struct sd_json *j, const struct sd_ptype *t, const uint8_t *data,
		   size_t len, uint64_t printsize);

#endif
