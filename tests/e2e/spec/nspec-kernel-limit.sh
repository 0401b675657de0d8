# DTrace's specs map (dt_bpf.c, gmap_create_specs( )) is a preallocated
# hash map of nspec entries: past 2^27 entries its bucket table (16 bytes
# each, rounded up to a power of two) passes U32_MAX bytes and the kernel's
# htab_map_alloc( ) refuses it with E2BIG, which map_create_error( ) words
# "Too big".
for n in 134217729 2147483648 4294967295; do
	"$SONDA" -q -x nspec=$n -n 'BEGIN { exit(0); }' 2>&1
	echo "nspec=$n: status $?"
done
