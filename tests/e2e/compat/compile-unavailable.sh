# A probe this kernel cannot enable is refused when the program is compiled
# (named by a description or by its ID),
# -e included, with the reason (not accepted by -e and failing when enabled);
# -l still lists it, and a probe it can enable compiles.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes: these probes can be enabled" >&2
	exit 77
fi
for p in sched:::dequeue io:::wait-start 'sched:::on-cpu,lockstat:::spin-release'; do
	"$SONDA" -x errtags -e -n "$p { }" 2>&1; echo "status $?"
done
"$SONDA" -l -n sched:::dequeue | awk '{ print $2, $NF }'
"$SONDA" -e -n 'sched:::on-cpu { }' && echo "on-cpu: compiled"
# named by its ID too
id=$("$SONDA" -l -n sched:::dequeue | awk 'NR == 2 { print $1 }')
"$SONDA" -x errtags -e -i "$id" 2>&1 | sed "s/ $id: / ID: /g; s/ $id matches/ ID matches/"
echo "status ${PIPESTATUS[0]}"
# Matched through a glob or an empty name field beside probes it can
# enable, it is left out (DTrace enables it and it never fires); a glob
# that matches only such probes is refused.
for p in 'sched:::' 'io:::*' 'sched:::*cpu' 'sched:::de*'; do
	"$SONDA" -x errtags -e -n "$p { }" 2>&1; echo "$p status $?"
done
