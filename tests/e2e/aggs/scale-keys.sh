# Aggregations of 40,000 keys (issue 16): ukeys calls key(i % 40000)
# 80,000 times, so every key is met twice. Checks, through the kernel's
# batch map operations and, with SONDA_NO_MAP_BATCH, the one-key path,
# that nothing is lost or doubled and that the order is DTrace's (by
# value, then by key):
#   v  printa of max(key % 7): 40,000 rows, values 0..6, many keys each
#   s  printa of sum(key): the sum of every row, the first and last rows
#   top  trunc(@s, 5) keeps the 5 largest
#   bottom  trunc(@v, -3) keeps the 3 smallest (value 0: the lowest keys)
#   c  clear(@c) leaves 40,000 keys, every value 0
#   gone  trunc(@c) leaves none
#   exit  the print at exit of @e, count(), the one not printed before
# Each block is summed up in one line: rows, sum of the values, the rows
# out of order, the first and the last row.
# The four aggregations share aggsize, as DTrace's one map: 160,000 keys
# of 40 bytes (a 24-byte tuple, a 16-byte record) need 6.4m, which holds
# 163,840, and the four maps of as many entries fit in the preallocation
# budget (rt/load.c); an aggregation past it allocates entries as they
# come, which the kernel may refuse when memory is short (counted as drops;
# most likely how CI once lost 2 counts of @e under load, when at 16m @e
# was past the budget). So 40,000 keys, not the 100,000, which
# would need 16m.
# @@timeout: 240
n=40000
script='
pid$target:a.out:key:entry {
	@c[arg0] = count(); @s[arg0] = sum(arg0); @v[arg0] = max(arg0 % 7);
	@e[arg0] = count();
}
END {
	printa("v %d %@d\n", @v);
	printa("s %d %@d\n", @s);
	trunc(@s, 5); printa("top %d %@d\n", @s);
	trunc(@v, -3); printa("bottom %d %@d\n", @v);
	clear(@c); printa("c %d %@d\n", @c);
	trunc(@c); printa("gone %d %@d\n", @c);
	printf("exit\n");
}'
summary() {
	awk '
	$1 == "exit" { blk = "exit"; next }
	NF == 3 { b = $1; k = $2; v = $3 }
	NF == 2 { b = blk; k = $1; v = $2 }
	NF != 2 && NF != 3 { next }
	b == "top" || b == "bottom" { print; next }
	{
		if (!(b in rows)) first[b] = k " " v
		if (b in rows && (v < pv[b] || (v == pv[b] && k < pk[b])))
			bad[b]++
		rows[b]++; sum[b] += v; pv[b] = v; pk[b] = k; last[b] = k " " v
	}
	END {
		nb = split("v s c gone exit", order)
		for (i = 1; i <= nb; i++) {
			b = order[i]
			if (!rows[b])
				first[b] = last[b] = "-"
			printf "%s: %d rows, sum %.0f, %d out of order, first %s, last %s\n",
			       b, rows[b], sum[b], bad[b], first[b], last[b]
		}
	}'
}
for mode in batch walk; do
	echo "== $mode"
	if [ $mode = walk ]; then export SONDA_NO_MAP_BATCH=1; fi
	"$SONDA" -x aggsize=6400k -q -n "$script" -c "$SONDA_TRIGGERS/ukeys $((2 * n)) $n" \
		> "$SONDA_TEST_TMP/$mode.txt" || echo "exit status $?"
	head -n 1 "$SONDA_TEST_TMP/$mode.txt"
	summary < "$SONDA_TEST_TMP/$mode.txt"
done
