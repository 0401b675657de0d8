# Listing every probe of the kernel: every kernel provider is there.
"$SONDA" -l > "$SONDA_TEST_TMP/all" || exit 1
for p in dtrace profile syscall proc sched io tcp udp ip lockstat sdt rawtp; do
	n=$(awk -v p="$p" '$2 == p' "$SONDA_TEST_TMP/all" | wc -l)
	[ "$n" -gt 0 ] && echo "$p" || echo "$p missing"
done
# -P, -m, -f, -n filters over the new providers
"$SONDA" -l -P io | awk 'NR > 1 { print $2, $3, $4 }'
"$SONDA" -l -m sched | awk 'NR > 1 { print $2 }' | sort -u
"$SONDA" -l -n 'sdt:::sched_wakeup' | awk 'NR > 1 { print $2, $3, $4 }'
"$SONDA" -l -n 'proc:::exec*' | awk 'NR > 1 { print $2, $3, $4 }'
