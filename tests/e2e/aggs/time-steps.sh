# -x timepasses (--time-passes) times every step on an aggregation: the
# map's read ("rddel" when it also empties it: trunc(@), and trunc(@, n)
# keeping at most half of the keys the last read held, of an aggregation
# this read of the buffers has not read yet), the merge of the CPUs'
# values, and printa(), clear(), trunc() and the print at exit as a
# whole, each with the keys it met (bench/aggkeys.sh reads these lines).
# BEGIN's trunc(@a, 1) acts on what its printa( ) read: no read.
mask() { sed -E -n 's/ +[0-9]+\.[0-9]{3} ms  cpu +[0-9]+\.[0-9]{3} ms$/ T ms  cpu T ms/p' | tr -s ' '; }
"$SONDA" -q --time-passes -n 'BEGIN { @a[1] = count(); @a[2] = count(); @a[3] = count();
	@b[1] = sum(1); printa(@a); clear(@a); trunc(@a, 1); exit(0); }
	END { trunc(@b); }' 2>&1 >/dev/null | grep '^sonda: agg' | mask
echo --
"$SONDA" -q -x timepasses -n 'BEGIN { @a[1] = count(); @b["x", 1] = count(); exit(0); }' 2>&1 >/dev/null |
	grep '^sonda: agg' | mask
