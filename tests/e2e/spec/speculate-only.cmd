taskset -c 0 "$SONDA" -n 'BEGIN { s = speculation(); } BEGIN { speculate(s); } BEGIN { commit(s); } BEGIN { s2 = speculation(); } BEGIN { speculate(s2); } BEGIN { discard(s2); exit(0); }' 2>/dev/null
# A clause whose only action is speculate() keeps the probe's record in
# the speculation: commit() prints it (the default output), discard() drops it.
