"$SONDA" -n 'BEGIN { setopt("quiet"); trace(1); } BEGIN { trace(2); exit(0); }' 2>/dev/null | sed 's/^ *[0-9][0-9]* /  N /'
# trace() formats as quiet was when the batch of records began (DTrace's
# dt_consume_cpu() passes it to dt_print_trace()), so both values keep
# their loud widths; the heading and the first prefix come before the
# setopt(), and the records end without a newline once quiet is set.
