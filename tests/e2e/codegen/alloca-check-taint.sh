# Reads through a pointer are checked against the alloca area only when the
# pointer carries DTrace's alloca taint (alloca( ), copyin( ), a variable
# given one): a kernel pointer (curthread, a variable only ever given
# kernel pointers) is read as it is, even when it happens to lie near the
# clause-local map (a task_struct 0x86118 bytes from it once made
# curpsinfo->pr_dmodel an invalid address). Counted in -S's listing: the
# check adds CG_ALLOCA_NEAR (1 MiB) to the distance from the area.
checks() {
	"$SONDA" -S -e -n "BEGIN { this->u = copyin(curpsinfo->pr_argv, 8); $1 }" 2>&1 |
		grep -c 'r2 += 1048576'
}
echo "curthread->mm: $(checks 'trace(curthread->mm);')"
echo "curpsinfo->pr_dmodel: $(checks 'trace(curpsinfo->pr_dmodel);')"
echo "variable given curthread: $(checks 'this->t = curthread; trace(this->t->pid);')"
echo "copyin( )'d memory: $(checks 'trace(*(uint64_t *)this->u);')"
echo "variable given copyin( ): $(checks 'this->v = (uint64_t *)this->u; trace(this->v[0]);')"
