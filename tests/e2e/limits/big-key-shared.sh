# @@timeout: 120
# When the aggregations and variables share maps of rounded sizes to stay
# inside the kernel's 64 maps a program (cg/cg_maps.c), a 600,000-byte
# struct key or value is rounded to a multiple of 64 KiB, not to the next
# power of two: 1 MiB would not fit the per-CPU scratch space, and the
# script was refused (D_NOREG) where DTrace runs it (its tuples are as long
# as the longest, dt_bpf.c gmap_create_aggs( )). 80 aggregations keyed by
# stack( ) and ustack( ) of 80 depths need the sharing.
tmp=$SONDA_TEST_TMP
awk 'BEGIN {
	print "struct big { char c[600000]; } gb;"
	for (i = 0; i < 40; i++)
		printf "syscall::getppid:entry /pid == $target/ { @a%d[stack(%d)] = count(); @b%d[ustack(%d)] = count(); }\n", i, i + 1, i, i + 2
	print "syscall::getppid:entry /pid == $target/ { gb.c[0] = 7; self->v = gb; y[1] = gb;"
	print "	@big[gb] = count(); x[gb] = 5; printf(\"%d %d %d\\n\", x[gb], self->v.c[0], y[1].c[0]); }"
	printf "END { printa(\"big %%@d\\n\", @big);"
	for (i = 0; i < 40; i++) printf " printa(\"%%@d\\n\", @a%d); printa(\"%%@d\\n\", @b%d);", i, i
	print " }"
}' > "$tmp/s.d"
"$SONDA" -q -x aggsize=64m -x dynvarsize=64m -s "$tmp/s.d" -c "$SONDA_TRIGGERS/getppid" 2>&1 |
	awk '/^[0-9]+$/ { n++; s += $1; next } NF { print }
		END { print "stack aggregations:", n, s }'
echo "status ${PIPESTATUS[0]}"
