# A pointer's value is shown as DTrace's scratch offset (traced, printed,
# cast to an integer, compared) only when it may point into alloca( )'d
# memory: it carries DTrace's alloca taint, or is an address computed from
# such a pointer with no load between (&p[1].m). A kernel pointer is shown
# as it is, even when it happens to lie near the clause-local map. Counted
# in -S's listing: the conversion, like the loads' check, adds
# CG_ALLOCA_NEAR (1 MiB) to the distance from the area.
checks() {
	"$SONDA" -S -e -n "struct R { long l; char c; };
	    BEGIN { this->u = copyin(curpsinfo->pr_argv, 8); $1 }" 2>&1 |
		grep -c 'r2 += 1048576'
}
echo "trace(curthread): $(checks 'trace(curthread);')"
echo "printf %p of curthread: $(checks 'printf("%p", curthread);')"
echo "(long)curthread: $(checks 'trace((long)curthread);')"
echo "trace(copyin( )'d): $(checks 'trace(this->u);')"
echo "(long) of copyin( )'d: $(checks 'trace((long)this->u);')"
echo "&p[1].c: $(checks 'trace(&((struct R *)this->u)[1].c);')"
echo "compared with curthread: $(checks 'trace(curthread == (void *)this->u);')"
