# A member a typedef'd struct lacks: D_TYPE_MEMBER names the struct as
# ctf_type_resolve() leaves it (psinfo_t is struct psinfo), as DTrace's
# dt_cook_op2() does.
"$SONDA" -e -x errtags -n 'BEGIN { x = (1 + curpsinfo)->next; }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
