# mod`sym looks for sym in module mod alone, as DTrace's
# dtrace_lookup_by_name( ) does with an explicit object: vmlinux (or its
# alias genunix) has the kernel's own symbols; a module /proc/kallsyms does
# not list is one dt_module_load( ) cannot load (EDT_NOTLOADED, "Module is
# no longer loaded"; bpf's symbols are left out as dt_modsym_update( )
# leaves them), and the C and D modules have no kernel symbols (EDT_NOSYM),
# whatever the kernel has of that name.
for e in 'vmlinux`vfs_read' 'genunix`vfs_read' 'sonda_no_mod`vfs_read' \
    'bpf`vfs_read' 'C`vfs_read' 'D`vfs_read' 'sonda_no_mod``vfs_read' \
    'genunix``vfs_read'; do
	"$SONDA" -x errtags -e -n "BEGIN { trace($e); }" 2>&1
	echo "status $?"
done
