# An arm of ?: that is translated data or a pointer to it has DTrace's
# dynamic type: D_OP_DYN, which dt_cook_op3() checks before the arms'
# compatibility. A translated member is no dynamic value.
for e in 'x = pid ? *curpsinfo : 1' 'x = pid ? 0 : curpsinfo' \
	'x = pid ? xlate<psinfo_t>(curthread) : *curpsinfo' \
	'x = pid ? curpsinfo->pr_pid : 0'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
