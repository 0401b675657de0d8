# -l lists each description's probes in DTrace's order: one that names a
# field exactly (neither empty nor a glob) is looked up on that field's hash
# chain, which holds the newest probe first, so its probes come in
# descending ID order; one of globs and empty fields walks them in ID order.
"$SONDA" -l -n 'dtrace:::' -n 'd*:::' -n 'dtrace:::E*' -n 'd*:::E*' -n ':::END'
"$SONDA" -l -n 'syscall::getppid:' -n 'sys*::getpp?d:' -n '*:vmlinux:getppid:' |
	sed -E '2,$s/^ *[0-9]+ /   ID /'
