# A probe made on demand (tick-N, profile-N at a new rate) is numbered
# after every provider's probes, as DTrace's dt_vopen( ) populates them all
# before a description makes one (dt_probe_insert( ) gives it the next ID):
# the probe count plus one, whatever providers the script names, in -l,
# in its `id` and by -i in a later program, which DTrace parses after it
# compiled (and so matched) the earlier ones. sonda numbered it after the
# providers populated so far: 17 for tick-3s alone.
n=$("$SONDA" -l | tail -n +2 | wc -l)
id=$("$SONDA" -l -n profile:::tick-3s | awk 'NR == 2 { print $1 }')
[ "$id" = $((n + 1)) ] && echo "-l: count + 1" || echo "-l: $id, count $n"
id=$(timeout 20 taskset -c 0 "$SONDA" -qn 'tick-7 { trace(id); exit(0); }')
[ "$id" = $((n + 1)) ] && echo "id: count + 1" || echo "id: $id, count $n"
"$SONDA" -l -n profile:::tick-3s -i $((n + 1)) | awk 'NR > 1 { print $2, $NF }'
"$SONDA" -l -n profile:::tick-3s -n profile:::tick-4s -i $((n + 2)) |
	awk 'NR > 1 { print $1 - '"$n"', $NF }'
