# More than 64 entries of one aggregation are ordered by a radix sort of
# (value, first key word), or (key word, value) with aggsortkey, whose
# ties are then ordered by the rest of the key: 300 entries with negative
# and equal values and keys whose first field repeats, in the default
# order, with aggsortkey and aggsortrev, and with aggsortkeypos=1. The
# expected output is what the comparison sort printed before.
# @@timeout: 60
D='BEGIN { i = 0; }
   tick-1ms /i < 300/ { @a[i % 7, 300 - i] = sum(i % 5 - 2); @c[i % 3] = count(); i++; }
   tick-1ms /i == 300/ { exit(0); }
   END { printa("%d %d %@d\n", @a); printa("%d %@d\n", @c); }'
for o in "" "-x aggsortkey -x aggsortrev" "-x aggsortkeypos=1" "-x aggsortrev"; do
	echo "== $o"
	"$SONDA" -q $o -n "$D" | cksum
done
echo "== default, in full"
"$SONDA" -q -n "$D" | head -30
