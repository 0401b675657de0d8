# clear( ), trunc( ) and setopt( ) may follow speculate( ) (dt_cg_clsflags( )
# refuses only destructive actions, aggregations and exit( ) there): they
# are records the consumer acts on (dt_consume.c's DTRACEACT_LIBACT), so
# they act when the speculation is committed, and never when discarded.
# The committed setopt("quiet") takes effect in the middle of its own
# record: its probe line is printed, then no newline (chewrec( )).
for end in discard commit; do
	"$SONDA" -q -n '
BEGIN { @a = count(); @b[1] = sum(5); @b[2] = sum(7); s = speculation(); }
BEGIN { speculate(s); clear(@a); }
BEGIN { speculate(s); trunc(@b, 1); }
BEGIN { '$end'(s); }
END { printa("a=%@d\n", @a); printa("b %d %@d\n", @b); }
BEGIN { exit(0); }'
	"$SONDA" -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); setopt("quiet"); }
BEGIN { trace(1); }
BEGIN { '$end'(s); }
BEGIN { trace(2); exit(0); }' 2>/dev/null | sed 's/^ *[0-9]* /C /'
done
