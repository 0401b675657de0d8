# -v: the D library's inlines that DTrace for Linux's procfs.d, sched.d and
# io.d give "#pragma D attributes Stable/Stable/Common" (curpsinfo,
# curlwpsinfo, cwd, root, fds, pset, chip, lgrp) are Stable/Stable/Common
# where a clause uses them, and so is a member of one (dt_cook_op2( ) gives
# a member its left side's attributes), not their expressions' (curthread's
# data is Private, d_path( ) Evolving); a program's own inline takes its
# own #pragma D attributes the same way; amin sees the same.
exec 2>&1
for e in cwd root pset 'curpsinfo->pr_pid' 'curlwpsinfo->pr_pri' 'fds[0].fi_name' \
	 'curthread->pid'; do
	echo "== $e"
	"$SONDA" -ev -n "dtrace:::BEGIN { trace($e); }" | sed -n '/Minimum Statement/,/Dependency/p'
done
echo "== own inline"
"$SONDA" -ev -s /dev/stdin <<'D' | sed -n '/Minimum Statement/,/Dependency/p'
inline int mypid = curthread->pid;
#pragma D attributes Evolving/Evolving/ISA mypid
dtrace:::BEGIN { trace(mypid); }
D
"$SONDA" -x amin=Stable/Stable/Common -e -n 'dtrace:::BEGIN { trace(curpsinfo->pr_pid); }'
echo "rc $?"
"$SONDA" -x amin=Stable/Stable/Common -x errtags -e -n 'dtrace:::BEGIN { trace(curthread->pid); }'
echo "rc $?"
