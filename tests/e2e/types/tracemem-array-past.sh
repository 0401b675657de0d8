# tracemem( ) of an array in memory reads it where it is, as DTrace's
# dt_cg_act_tracemem( ) reads from the array's value, its address: past its
# end too (the task_struct's members after comm), the same bytes as
# tracemem( ) of its address; so does a translated member whose translator
# gives the array (procfs.d's pr_name = T->comm). sonda read a copy of the
# array's own bytes, past which were zeros or what scratch memory held.
"$SONDA" -q -n 'BEGIN {
	tracemem(curthread->comm, 48);
	tracemem((char *)curthread->comm, 48);
	tracemem(curlwpsinfo->pr_name, 48);
	exit(0);
}' > dumps || exit 1
# three dumps of 5 lines each (a blank line, the header, three rows)
awk 'NF { n++ } END { print n }' dumps
sed -n 3p dumps | cut -c1-59
a=$(sed -n 1,5p dumps); b=$(sed -n 6,10p dumps); c=$(sed -n 11,15p dumps)
[ "$a" = "$b" ] && echo "comm: as its address" || { echo "comm differs:"; cat dumps; }
[ "$c" = "$b" ] && echo "pr_name: as comm's address" || { echo "pr_name differs:"; cat dumps; }
rm -f dumps
