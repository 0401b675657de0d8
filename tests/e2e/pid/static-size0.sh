# Which pid probes DTrace for Linux makes (dt_pid.c): none in a function of
# size 0 in the symbol table (crt's frame_dummy, _init), whether named
# exactly (no D_PROC_OFF for an offset either) or by a glob; and a glob
# over offsets only in a function the file's .symtab has as a global
# symbol in .text, where it finds the instructions to disassemble: the
# static round_once gets entry and return from "" but no offset, though
# an offset named exactly is made.
T=$SONDA_TRIGGERS/upid
for d in round_once: round_once:1* round_once:0 up_add: frame_dummy: \
    frame_dummy:4 '*dummy:entry' _init:; do
	"$SONDA" -l -n "pid\$target:a.out:$d" -c "$T" 2>&1 |
		sed 's/pid[0-9][0-9]*/pidN/' | awk '$1 == "ID" { next } { print $1 == "sonda:" ? $0 : $2 " " $3 " " $4 " " $5 }'
done
