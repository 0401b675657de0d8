# sched has DTrace for Linux's seven probes (dt_prov_sched.c's probe_args[]
# has Solaris's change-pri, preempt, remain-cpu and sleep under #if 0), so
# they match nothing (D_PDESC_ZERO) and sched:::*cpu is on-cpu and off-cpu,
# which compile; lockstat has no rw-block (dt_prov_lockstat.c).
"$SONDA" -l -P sched | awk 'NR > 1 { print $2, $NF }' | sort
for p in sleep preempt remain-cpu change-pri; do
	"$SONDA" -x errtags -e -n "sched:::$p { }" 2>&1; echo "status $?"
done
"$SONDA" -e -n 'sched:::*cpu { @[probename] = count(); }' 2>&1; echo "status $?"
"$SONDA" -l -n 'lockstat:::*-block' | awk 'NR > 1 { print $2, $NF }'
