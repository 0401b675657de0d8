# The '-' function: the name is a run-time address of the program (of
# upid-nopie: its link-time one), and the probe is named "%lx" of it, so a
# description that wrote 0x... matches nothing; an empty module is a.out,
# printed as the program's basename (DTrace's dt_pid.c). A glob name or
# another module is refused.
T=$SONDA_TRIGGERS/upid-nopie
A=$(objdump -t "$T" | awk '$NF == "up_add" { print $1 }' | sed 's/^0*//')
"$SONDA" -l -n "pid\$target::-:0x$A" -n "pid\$target:upid-nopie:-:$A" -c "$T" 2>&1 |
    sed "s/pid[0-9]*:/pidN:/; s/$A/ADDR/" | awk '/^sonda/ { print; next } NR > 1 { print $3, $4, $5 }'
"$SONDA" -q -n "pid\$target:a.out:-:$A { printf(\"%d %d\\n\", arg0, arg1); }" -c "$T 1" | sort
"$SONDA" -x errtags -n 'pid$target::-:10* { }' -c "$T" 2>&1; echo "status $?"
"$SONDA" -x errtags -n 'pid$target:libc:-:10* { }' -c "$T" 2>&1; echo "status $?"
