/* setopt( )'s prototype is void(const char *, [const char *]); libctf
 * looks its types up by name, skipping qualifiers: the message says char *. */
BEGIN
{
	setopt(1);
}

/* @@args: -x errtags */
/* @@status: 1 */
