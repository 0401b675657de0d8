# A member of a translation by a D library translator (xlate <psinfo_t>
# (curthread).pr_ppid, ->pr_uid of an xlate <psinfo_t *>) has the xlate's
# attributes, as dt_cook_op2( )'s DT_TOK_DOT/PTR gives a member its left
# side's (lp->dn_attr) and DT_TOK_XLATE the xlate the least of its input's
# and the translator's (dt_cook_xlator( )): curthread's Stable/Private/Common
# here, not the Private/Private/Unknown of the kernel types the member's
# expansion reads. -v's statement attributes and -x tree's nodes show them.
# @@noroot
for e in 'y = xlate <psinfo_t> (curthread).pr_ppid' 'trace(xlate <lwpsinfo_t> (curthread).pr_lwpid)' 'y = xlate <psinfo_t *> (curthread)->pr_uid' 'this->t = curthread; trace(xlate <psinfo_t> (this->t).pr_dmodel)'; do
	"$SONDA" -v -e -n "BEGIN { $e; }" 2>&1 | sed -n '/Minimum Statement/,/Dependency/p'
	"$SONDA" -x tree=4 -e -n "BEGIN { $e; }" 2>&1 |
	    awk '/PDESC :::BEGIN/ { p = 1 } /^Parse tree/ { p = 0 } p && /OP2 (\.|->|xlate) /'
done
