BEGIN
{
  x = ;
}

/* @@status: 1 */
/* @@stderr-match: ^syntax-human\.d:3:7: error: syntax error near ";" \[D_SYNTAX\]$ */
