# An exact syscall description adds just the probes it names, without
# listing every syscall event; a later glob adds the others once, so no
# probe is there twice.
"$SONDA" -l -n syscall::read: | awk 'NR > 1 { print $2, $3, $4, $5 }'
"$SONDA" -l -n syscall:vmlinux:openat:return | awk 'NR > 1 { print $2, $3, $4, $5 }'
for d in syscall::nosuch:entry syscall::a.b:entry syscall::read:nosuch; do
	"$SONDA" -l -n "$d" 2>&1 | grep -v '^ *ID ' | sed 's/^sonda: //'
done
all=$("$SONDA" -l -n 'syscall:::' | awk 'NR > 1' | wc -l)
both=$("$SONDA" -l -n 'syscall::read:entry' -n 'syscall::write:' -n 'syscall:::' |
	awk 'NR > 1 { print $1, $4, $5 }' | sort -u | wc -l)
[ "$all" -gt 100 ] && [ "$both" -eq "$all" ] && echo "no probe added twice"
# entry and return, each looked up on its own, both fire
"$SONDA" -qn 'syscall::getppid:entry /pid == $target/ { @e = count(); }
	syscall::getppid:return /pid == $target/ { @r = count(); }
	END { printa("entry %@d\n", @e); printa("return %@d\n", @r); }' \
	-c "$SONDA_TRIGGERS/getppid 3"
