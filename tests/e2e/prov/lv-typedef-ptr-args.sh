# A syscall argument's type text compiles as a declaration's does
# (dtrace_type_strcompile( ), dt_decl_type( )): "uid_t *" and "gid_t *" find
# the D container's copies of the kernel's uid_t and gid_t, which no pointer
# of it names, so dt_type_pointer( ) takes its unsigned int * (what they
# resolve to); loff_t * stays, as the D container made one. sonda listed
# uid_t * and gid_t *. What dtrace-ref printed.
"$SONDA" -lv -n syscall::getresuid:entry -n syscall::getgroups:entry \
	-n syscall::splice:entry | grep 'args\['
