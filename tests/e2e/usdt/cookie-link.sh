# USDT probes whose clauses generate the same program share it: the
# program reads each probe's ID, EPID and names through its BPF cookie,
# and the probes of one object get one uprobe_multi link (Linux 6.6) for
# all their sites, instead of a link per probe. upid's three probes
# (round, sema-hit with its semaphore, counter) under one clause: one
# link in sonda's descriptors, and each probe still counted under its
# own name.
# @@timeout: 60
v=$(uname -r | cut -d. -f1-2)
[ "$(printf '%s\n' 6.6 "$v" | sort -V | head -1)" = 6.6 ] ||
	{ echo "kernel $v has no uprobe_multi links" >&2; exit 77; }
T=$SONDA_TRIGGERS/upid
"$T" 100000000 1000 > /dev/null &
p=$!
out=$SONDA_TEST_TMP/stdout
env --default-signal=INT "$SONDA" -q -p $p -n 'upid$target::: { @[probename] = count(); }
    BEGIN { printf("started\n"); }' > "$out" &
s=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	sleep 0.05
done
echo "links: $(ls -l /proc/$s/fd 2>/dev/null | grep -c 'anon_inode:bpf_link')"
kill -INT $s
wait $s
echo "exit $?"
kill $p
# the three counts may differ by one (tracing starts and stops in the
# middle of a round), which orders the rows either way: sort them
sed -E 's/ +[1-9][0-9]*$/ N/' "$out" | LC_ALL=C sort
