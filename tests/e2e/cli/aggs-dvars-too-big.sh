# DTrace's aggregation and dynamic variable maps are preallocated hash maps
# of aggsize / (largest key tuple + largest value) and dynvarsize /
# (largest key tuple + largest variable) entries (dt_bpf.c,
# gmap_create_aggs( ), gmap_create_dvars( )), made only when the program
# has aggregations or dynamic variables: past 2^27 entries the kernel's
# htab_map_alloc( ) refuses the bucket table (E2BIG, "Too big"). Here an
# entry takes 32 bytes (a 16-byte key tuple and a count( )'s 16) or 20 (the
# tuple and an int): 4g is 2^27 aggregation entries, 8g twice that; 2g is
# under 2^27 variables, 3g over.
p='BEGIN { @a = count(); x[1] = 1; exit(0); }'
for a in aggsize=8g dynvarsize=3g; do
	"$SONDA" -x $a -qn "$p" 2>&1
	echo "$a: status $?"
done
"$SONDA" -x aggsize=8g -qn 'BEGIN { x[1] = 1; exit(0); }' 2>&1
echo "aggsize=8g, no aggregation: status $?"
"$SONDA" -x dynvarsize=3g -qn 'BEGIN { @a = count(); exit(0); }' 2>&1
echo "dynvarsize=3g, no variable: status $?"
