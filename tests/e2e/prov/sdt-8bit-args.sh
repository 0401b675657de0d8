# A tracepoint's argument typed s8 (ras:mc_event's top_layer) names the
# kernel's s8, an unsigned char as DTrace's BTF conversion makes every 8-bit
# integer (dt_btf.c): args[5] is its byte zero-extended, as dt_cg_array_op( )
# shifts args[] by their type's sign. One typed char (ext4_writepages's
# for_kupdate) is D's char, which dt_type_lookup( ) finds first (dt_open.c's
# C container): sign-extended.
for e in ras/mc_event ext4/ext4_writepages; do
	[ -d /sys/kernel/tracing/events/$e ] || { echo "no tracepoint $e" >&2; exit 77; }
done
"$SONDA" -e -S -n 'sdt:::mc_event { trace(args[5]); }' 2>&1 |
	awk -v from='u8' -v n=2 -f ../codegen/lib/slice.awk
"$SONDA" -e -S -n 'sdt:::ext4_writepages { trace(args[8]); }' 2>&1 |
	awk -v from='u8' -v n=3 -f ../codegen/lib/slice.awk
