# setopt("flowindent") takes effect in dtrace(1)'s chew() at once, but
# dt_consume_cpu() read flowindent as its read of the buffer began, so for
# the rest of that read dt_flowindent() makes no prefix: chew() prints its
# NULL as glibc's "(null)", cut to the length it allows an entry's name
# (the function's, "" for BEGIN, + 4). Unset again in the same read, the
# records print as before (the last one here is quiet). Test mode: no CPU.
_DTRACE_TESTING=1 "$SONDA" -n 'BEGIN { setopt("flowindent"); } BEGIN { trace(1); }
BEGIN { setopt("flowindent", "no"); trace(2); } BEGIN { setopt("quiet"); trace(3); exit(0); }' 2>/dev/null
echo "rc $?"
