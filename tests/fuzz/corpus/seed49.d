BEGIN
{
  trace(nosuchvar);
}

/* @@status: 1 */
/* @@stderr-match: ^semantic-human\.d:3:[0-9]+: error: failed to resolve nosuchvar: Unknown variable name \[D_IDENT_UNDEF\]$ */
