# commit( ) and discard( ) of one speculation in one clause are both
# allowed (dt_cg_clsflags( ) checks neither against the other); the first
# the consumer reads decides, as dt_consume.c starts draining a
# speculation at its first commit or discard and skips the later ones
# (dtsb_spec.draining already set). Each line is one case's output.
for ends in 'discard(s); commit(s)' 'commit(s); discard(s)' 'commit(s); commit(s)' 'discard(s); discard(s)'; do
	"$SONDA" -q -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("spec "); }
BEGIN { '"$ends"'; }
BEGIN { printf("after %s\n", "'"$ends"'"); exit(0); }'
done
