# The underlying uprobe probes of pid probes (pid/underlying-ids.sh) match
# descriptions and are enabled, but their own clauses never run: DTrace's
# trampoline for one runs the clauses of its pid and USDT probes only
# (dt_prov_uprobe.c). A clause on uprobe::: alone matches nothing until a
# pid description has made them.
"$SONDA" -n 'pid$target:a.out:up_add:entry { printf("%s %d\n", probefunc, arg1); }' \
	-n 'uprobe::: { printf("underlying %s\n", probename); }' \
	-n 'pid$target:a.out:up_add:entry,uprobe:::,pid$target:a.out:up_add:return { @[probeprov == "uprobe"] = count(); }' \
	-n 'END { printa("%d %@d\n", @); }' -q -o "$SONDA_TEST_TMP/o" -c "$SONDA_TRIGGERS/upid 2"
echo "status $?"
cat "$SONDA_TEST_TMP/o"
"$SONDA" -x errtags -n 'uprobe::: { }' -n 'pid$target:a.out:up_add:entry { }' -c "$SONDA_TRIGGERS/upid 2" 2>&1
echo "status $?"
