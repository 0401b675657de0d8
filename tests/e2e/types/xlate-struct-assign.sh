# A whole translated struct assigned to a variable (*curpsinfo,
# xlate<T>(e), fds[N]): DTrace cooks it (the variable takes the struct's
# type), but its code generator has no store of a translated struct
# (dt_cg_asgn_op( ), whose DT_IDENT_XLSOU case is #ifdef FIXME): D_UNKNOWN
# with no "in action list: " region, after the clause's cook errors.
# *curcpu is no translation in DTrace (a cpuinfo_t * variable): kept.
# sonda built the struct in the clause-local area.
exec 2>&1
for e in 'this->ps = *curpsinfo; printf("%d\n", this->ps.pr_pid == pid)' \
	 'x = xlate<psinfo_t>(curthread)' 'self->l = xlate<lwpsinfo_t>(curthread)' \
	 'this->f = fds[0]; trace(this->f.fi_offset)' \
	 'this->ps = *curpsinfo; trace(this->ps.nosuch)' \
	 'this->c = *curcpu; trace(this->c.cpu_id == cpu)'; do
	timeout 10 "$SONDA" -q -x errtags -n "BEGIN { $e; exit(0); }"
	echo "status $?"
done
