# An empty name field: entry, return and one probe per instruction of the
# function (as objdump counts them); offset 0 shares its site with entry,
# made before it, so only entry fires there (DTrace's uprobe trampoline
# runs the first pid probe of a process at a site); an offset inside an
# instruction is refused.
T=$SONDA_TRIGGERS/upid
n=$(objdump -d --no-show-raw-insn "$T" | awk '/<up_handle>:/ {f=1; next} f && /^$/ {exit} f {c++} END {print c}')
"$SONDA" -q -n 'pid$target:a.out:up_handle: { @[probename] = count(); }
    END { printa("%s %@d\n", @); }' -c "$T 2" > "$SONDA_TEST_TMP/out"
got=$(grep -c ' 2$' "$SONDA_TEST_TMP/out")
[ "$got" = $((n + 1)) ] && echo "entry, return and every instruction but the first" || { echo "got $got probes for $n instructions"; cat "$SONDA_TEST_TMP/out"; }
grep -E '^(entry|return|0) 2$' "$SONDA_TEST_TMP/out" | sort
"$SONDA" -q -n 'pid$target:a.out:up_handle:2 { }' -c "$T 1" 2>&1 | grep -o 'offset 0x2 is not on an instruction boundary'
