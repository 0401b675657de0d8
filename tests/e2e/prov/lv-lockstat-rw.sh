# -lv lists the int DTrace's rw probes declare after the lock
# (dt_prov_lockstat.c probe_args[]: rw-acquire's and rw-release's args[1],
# rw-spin's args[2] after the time spun), whether or not this kernel has
# the kprobes that enable acquire and release; args[0] is struct rwlock *,
# as DTrace names it, a forward declaration (Linux's BTF has no struct
# rwlock: dtrace_type_strcompile( ) declares one), which -> cannot reach
# into; sonda typed it rwlock_t *.
"$SONDA" -lv -n 'lockstat:::rw-acquire' -n 'lockstat:::rw-release' \
	-n 'lockstat:::rw-spin' |
	sed -E 's/^ *[0-9]+ /   ID /' | grep -E '^   ID|args\[|None'
"$SONDA" -xerrtags -e -n 'lockstat:::rw-spin { trace(args[0]->raw_lock); }' 2>&1
"$SONDA" -e -n 'lockstat:::rw-spin { this->l = (struct rwlock *)arg0; trace(this->l == args[0]); }' && echo "same struct rwlock"
