# -lv's attributes are DTrace for Linux's providers' own: sdt and rawtp
# (Private names and arguments, ISA), lockstat (Evolving/ISA arguments, as
# proc and sched), pid (Private arguments of Unknown class, as USDT).
for d in sdt:sched::sched_switch rawtp:sched::sched_switch \
	lockstat:::adaptive-block 'pid$target:libc.so.6:getpid:entry'; do
	echo "$d"
	"$SONDA" -lv -n "$d" -c true 2>&1 | awk '/Attributes|Names:|Semantics:|Class:/'
done
