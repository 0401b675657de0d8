# With -c or -p, %A takes a plain integer or pointer as an address in
# $target (DTrace's pfcheck_uaddr) and prints it as module`symbol[+off];
# without them it takes only uaddr()-like values (D_PRINTF_ARG_TYPE). An
# address in the kernel's [uprobes] page (where a traced instruction is
# single-stepped) belongs to no object and prints as hex, not as the
# object mapped below it.
"$SONDA" -qn 'pid$target:a.out:leaf:entry {
	printf("%A|%A\n", uregs[R_PC], (void *)(uregs[R_PC] + 1)); exit(0); }' \
	-c "$SONDA_TRIGGERS/ucalls 1 0"
"$SONDA" -xerrtags -qn 'BEGIN { printf("%A\n", 1); exit(0); }' 2>&1 | head -1 | sed 's/:.*\[/: [/'
# [uprobes] exists once a uprobe has been hit, and stays with the process
"$SONDA_TRIGGERS/ucalls" 2000000000 0 &
p=$!
# -p before the child's exec would find the shell's a.out, without leaf
for _ in $(seq 1 100); do
	[ "$(readlink /proc/$p/exe)" = "$(readlink -f "$SONDA_TRIGGERS/ucalls")" ] && break
	sleep 0.05
done
"$SONDA" -qn 'pid$target:a.out:leaf:entry { exit(0); }' -p "$p"
a=$(awk '/\[uprobes\]/ { split($1, r, "-"); print r[1] }' /proc/$p/maps)
want=$(printf '0x%x' $((0x$a + 4)))
got=$("$SONDA" -qn "BEGIN { printf(\"%A\\n\", 0x$a + 4); exit(0); }" -p "$p")
kill -9 "$p"
[ "$got" = "$want" ] && echo "[uprobes] as hex" || echo "[uprobes]: got '$got', want '$want'"
