# DTrace keeps every global variable in the one value of its gvars array
# map (dt_bpf.c gmap_create_gvars( )), as many bytes as its uint_t
# dh_nextoff counts (dt_ident_set_storage( ), wrapping past 4 GiB as it
# does); the kernel refuses a value past INT_MAX (E2BIG), which
# map_create_error( ) reports as "Too big" when tracing starts: exit 1.
"$SONDA" -qn 'int a[600000000]; BEGIN { exit(0); }' 2>&1; echo "status $?"
"$SONDA" -qn 'int a[4294967295]; BEGIN { exit(0); }' 2>&1; echo "status $?"
"$SONDA" -qn 'int a[300000000]; char b[300000000]; long c[100000000];
    BEGIN { exit(0); }' 2>&1; echo "status $?"
"$SONDA" -qn 'int a[1000000]; BEGIN { a[999999] = 7; trace(a[999999]); exit(0); }' 2>&1
echo "status $?"
