# trunc(@, n), trunc(@, -n) and clear() of keyed aggregations with many
# keys (ukeys calls key(i % 5000) 20000 times: 5000 keys, 4 calls each),
# through the kernel's batch map operations and, with SONDA_NO_MAP_BATCH,
# through the one-key-at-a-time path; both must print the same. Each
# printa after trunc/clear shows what the kernel map then holds.
script='
pid$target:a.out:key:entry { @c[arg0] = count(); @s[arg0] = sum(arg0); @m[arg0] = max(arg0); }
END {
	trunc(@s, 3); printa("top %d %@d\n", @s);
	trunc(@m, -2); printa("bottom %d %@d\n", @m);
	clear(@c); printa("cleared %@d\n", @c);
}
END { printa("after %d %@d\n", @s); trunc(@s); printa("gone %d %@d\n", @s); }'
for mode in batch walk; do
	echo "== $mode"
	if [ $mode = walk ]; then export SONDA_NO_MAP_BATCH=1; fi
	"$SONDA" -q -n "$script" -c "$SONDA_TRIGGERS/ukeys 20000 5000" > "$SONDA_TEST_TMP/$mode.txt" ||
		echo "exit status $?"
	grep -v '^cleared' "$SONDA_TEST_TMP/$mode.txt"
	awk '$1 == "cleared" { n[$2]++ } END { for (v in n) print n[v], "cleared", v }' "$SONDA_TEST_TMP/$mode.txt"
done
