# A function the program imports (strtol: an undefined symbol of its
# .dynsym, a PLT entry) named in module a.out: libproc's
# Pxlookup_by_name( ) finds that symbol, as the object has no other of the
# name, so dt_pid_per_mod( ) reports no D_PROC_FUNC; it makes no probe for
# an undefined symbol, so the description matches nothing: D_PDESC_ZERO,
# "failed to match" for -l, and nothing at all under -Z. A name the object
# does not have at all stays D_PROC_FUNC. (The function itself is libc's:
# pid$target:libc.so.6:strtol:entry.)
T=$SONDA_TRIGGERS/upid
mask() { sed 's/pid[0-9][0-9]*:/pidN:/'; }
"$SONDA" -x errtags -n 'pid$target:a.out:strtol:entry { }' -c "$T 1" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
"$SONDA" -l -n 'pid$target:a.out:strtol:entry' -c "$T 1" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
"$SONDA" -Z -q -n 'pid$target:a.out:strtol:entry { }
pid$target:a.out:up_add:entry { n++; }
END { printf("up_add %d\n", n); }' -c "$T 1" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
"$SONDA" -x errtags -n 'pid$target:a.out:strtoul:entry { }' -c "$T 1" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
