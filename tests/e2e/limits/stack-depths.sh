# @@timeout: 120
# DTrace keeps every aggregation in one map whose key is as long as the
# longest tuple (dt_bpf.c gmap_create_aggs( )), so a stack( ) key of any
# depth is one more key there. 40 clauses on one probe, each with a
# stack( ) and a ustack( ) key of a depth of its own (80 aggregations of 80
# key sizes), needed 72 maps in one program and were refused (D_NOREG);
# they run, and each aggregation holds its depth's first frames of the
# stack( ) and ustack( ) actions' stacks at the same firing.
tmp=$SONDA_TEST_TMP
awk 'BEGIN {
	for (i = 0; i < 40; i++)
		printf "syscall::getppid:entry /pid == $target/ { @a%d[stack(%d)] = count(); @b%d[ustack(%d)] = count(); }\n", i, i + 1, i, i + 2
	print "syscall::getppid:entry /pid == $target/ { printf(\"S\\n\"); stack(40); printf(\"U\\n\"); ustack(41); printf(\"E\\n\"); }"
	printf "END {"
	for (i = 0; i < 40; i++)
		printf " printf(\"A%d\\n\"); printa(\"%%k\\n\", @a%d); printf(\"B%d\\n\"); printa(\"%%k\\n\", @b%d);", i + 1, i, i + 2, i
	print " }"
}' > "$tmp/s.d"
"$SONDA" -q -s "$tmp/s.d" -c "$SONDA_TRIGGERS/getppid" > "$tmp/out" 2> "$tmp/err"
echo "status $?"
cat "$tmp/err"
# the reference stacks, then each aggregation's key against their first
# frames (keys end at a blank line)
awk '
/^S$/ { m = "k"; next } /^U$/ { m = "u"; next } /^E$/ { m = ""; next }
m == "k" && NF { k[++nk] = $1; next }
m == "u" && NF { u[++nu] = $1; next }
/^[AB][0-9]+$/ { t = substr($0, 1, 1); d = substr($0, 2) + 0; n = 0; keys++; next }
t != "" && NF { n++; want = (t == "A" ? k[n] : u[n]); if ($1 != want) bad++; next }
t != "" && !n { next }
t != "" && !NF { lim = (t == "A" ? nk : nu); if (n != (d < lim ? d : lim)) short++; t = "" }
END {
	print "kernel frames", (nk > 0 ? "some" : "none"), "user frames", (nu > 0 ? "some" : "none")
	print "keys", keys, "frames differing", bad + 0, "keys of the wrong depth", short + 0
}' "$tmp/out"
