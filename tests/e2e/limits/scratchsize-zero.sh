# scratchsize=0: DTrace compares a constant alloca( ) or copyin( ) size with
# its int scratchsize - 8 made unsigned (dt_cg_subr_alloca_impl( )), so no
# size but -1 to -7 is a D error; copyin( )'s run-time check is against -8
# too (dt_cg_subr_copyin( )): only a negative size is invalid. Every
# allocation then runs out of scratch space when it runs.
exec 2>&1
"$SONDA" -q -x scratchsize=0 -n '
BEGIN { a = alloca(8); }
BEGIN { b = (char *)copyin(0, 4); }
BEGIN { b = (char *)copyin(0, 0); }
BEGIN { n = -8; b = (char *)copyin(0, n); }
BEGIN { trace("done"); exit(0); }' 2>&1 | sed 's/ at BPF pc [0-9]*//'
echo "status ${PIPESTATUS[0]}"
"$SONDA" -q -x scratchsize=0 -n 'BEGIN { b = (char *)copyin(0, -1); }'
echo "status $?"
