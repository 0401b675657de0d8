# Globs in the module and function fields; both probes of a function,
# listed newest first as DTrace's dt_probe_iter( ) walks the provider's
# hash chain (its one exact field).
$SONDA -l -n 'fbt:vmli*:__do_sys_getpp?d:' | awk 'NR > 1 { print $2, $3, $4, $5 }'
for m in fentry kprobe; do
	$SONDA -x fbtmode=$m -qn 'fbt:vmlinux:__do_sys_getpp*: /pid == $target/ {
		@[probename] = count(); }' -c "getppid 10" | grep -v '^$'
done
