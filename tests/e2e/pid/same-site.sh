# Two pid probes of one process at one site (entry and offset 0, an offset
# and '-' at its address): DTrace makes one uprobe there and its trampoline
# runs the clauses of the first of them that serves the process, in the
# order the probes were made (dt_prov_uprobe.c, trampoline( ): each pid
# test jumps to the exit after its probe's clauses), so the later probe is
# enabled but never fires, whichever order the clauses come in.
T=$SONDA_TRIGGERS/upid-nopie
A=$(objdump -t "$T" | awk '$NF == "up_add" { print $1 }' | sed 's/^0*//')
B=$(printf "%x" $((0x$A + 3)))
"$SONDA" -q -c "$T 1" -n '
pid$target:a.out:up_add:entry { printf("%s\n", probename); }
pid$target:a.out:up_add:0 { printf("%s\n", probename); }' | sort
"$SONDA" -q -c "$T 1" -n '
pid$target:a.out:up_add:0 { printf("%s\n", probename); }
pid$target:a.out:up_add:entry { printf("%s\n", probename); }' | sort
"$SONDA" -q -c "$T 1" -n "
pid\$target:a.out:up_add:3,
pid\$target:a.out:-:$B { printf(\"%s:%s\\n\", probefunc, probename); }" | sed "s/$B/ADDR/" | sort
"$SONDA" -q -c "$T 1" -n "
pid\$target:a.out:-:$B,
pid\$target:a.out:up_add:3 { printf(\"%s:%s\\n\", probefunc, probename); }" | sed "s/$B/ADDR/" | sort
# A probe made at the site first takes it even when no clause enables it:
# up_add:0x0 makes probe "0", which that description does not match (-Z
# drops the clause), so entry, made next, never fires.
"$SONDA" -q -Z -c "$T 1" -n '
pid$target:a.out:up_add:0x0 { printf("never\n"); }
pid$target:a.out:up_add:entry { printf("%s\n", probename); }
END { printf("end\n"); }' | sort
