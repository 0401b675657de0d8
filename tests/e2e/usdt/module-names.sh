# A USDT probe's module is its object's basename (drti.c's dofhp_mod), and
# DTrace finds the probes a description names by globbing the DOF stash
# with its fields (dt_pid_create_usdt_probes_proc( )), then matches them
# with dt_probe_gmatch( ): the module field is that basename, exact or a
# glob; a.out and short names (libudof for libudof.so) are the pid
# provider's (libproc's) only, and match no USDT probe.
for m in a.out upid 'up?d' libc; do
	"$SONDA" -l -n "upid\$target:$m::round" -c "$SONDA_TRIGGERS/upid 1" 2>&1 |
		sed 's/[0-9][0-9]*/N/g' | awk '{ $1 = $1; print }'
done
for m in libudof libudof.so 'libudof*' a.out; do
	"$SONDA" -l -n "udof\$target:$m::tick" -c "$SONDA_TRIGGERS/udoflib 1" 2>&1 |
		sed 's/[0-9][0-9]*/N/g' | awk '{ $1 = $1; print }'
done
