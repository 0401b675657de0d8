# speculation( ) whose value is not used still claims a buffer (or fails for
# want of one), as DTrace generates the code of every expression statement
# (dt_cg_node( ) of a DT_NODE_DEXPR): here the first two take both buffers
# and the third call gets none (sonda left the unused ones out: 1). A clause
# of such statements records nothing: no probe line of its own.
"$SONDA" -x nspec=2 -n 'BEGIN { speculation(); }
BEGIN { speculation(); }
BEGIN { printf("%d", speculation()); exit(0); }' 2>&1 | sed 's/^ *[0-9][0-9]* /C /'
