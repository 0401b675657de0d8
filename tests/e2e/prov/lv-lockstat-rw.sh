# -lv lists the int DTrace's rw probes declare after the lock
# (dt_prov_lockstat.c probe_args[]: rw-acquire's and rw-release's args[1],
# rw-spin's args[2] after the time spun), whether or not this kernel has
# the kprobes that enable acquire and release; args[0] is rwlock_t *, as
# Linux's BTF has no struct rwlock (providers.md).
"$SONDA" -lv -n 'lockstat:::rw-acquire' -n 'lockstat:::rw-release' \
	-n 'lockstat:::rw-spin' |
	sed -E 's/^ *[0-9]+ /   ID /' | grep -E '^   ID|args\[|None'
