# cpc's events are libpfm 4.13's generic ones, the library DTrace for Linux
# links (dt_prov_cpc.c populate( ) lists what pfm_get_event_next( ) gives):
# the software events end with cgroup switches (Linux 5.13); there are no
# alignment or emulation faults. sonda had libpfm 4.11's table.
"$SONDA" -l -P cpc | awk 'NR > 1 && $NF ~ /(cgroup_switches|alignment_faults|emulation_faults)-/ { print $2, $NF }'
"$SONDA" -l -n cpc:::alignment_faults-all-1000 2>&1
echo "exit $?"
"$SONDA" -l -n cpc:::cgroup_switches-user-5000 2>&1 | awk '{ print $2, $NF }'
