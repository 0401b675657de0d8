# DTrace for Linux leaves voluminous kernel symbol names (event_*,
# __ksymtab_*, __tracepoint_*...) out of its symbol tables
# (dt_modsym_addsym( ) in dt_module.c): naming one, with or without
# vmlinux`, is D_IDENT_UNDEF "Unknown symbol name", sizeof and & too; a
# module that is not loaded is still "no longer loaded"; `vfs_read
# resolves.
# @@noroot
for e in 'trace(sizeof (`event_trigger_write))' 'trace((long)&vmlinux`event_trigger_write)' \
	'trace(nomod`event_trigger_write)' 'trace(sizeof (`event_trigger_open) > 0)' \
	'trace(`vfs_read != 0)'; do
	"$SONDA" -x errtags -e -n "BEGIN { $e; }" 2>&1
	echo "status $?"
done
