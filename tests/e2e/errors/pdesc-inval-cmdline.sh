# A description given with -n/-P/-m/-f that has too many fields, or a
# probe identifier where -P/-m/-f want names, is DTrace's D_PDESC_INVAL
# (dt_node_pdesc_by_name(), dt_node_pdesc_by_id()): -x errtags shows it.
# @@noroot
exec 2>&1
"$SONDA" -xerrtags -e -n 'a:b:c:d:e'
echo "rc $?"
"$SONDA" -xerrtags -e -f 'x:a:b:c { }'
echo "rc $?"
"$SONDA" -xerrtags -e -P 'syscall:read'
echo "rc $?"
"$SONDA" -xerrtags -e -m '5 { }'
echo "rc $?"
"$SONDA" -e -n 'a:b:c:d:e'
echo "rc $?"
