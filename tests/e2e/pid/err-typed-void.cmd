"$SONDA" -x errtags -n 'pid$target:a.out:ut_touch:return { trace(args[1]); }' -c "$SONDA_TRIGGERS/utyped 1"
# @@status: 1
# @@stderr-match: ^sonda: invalid probe specifier .*: \[D_ARGS_IDX\] in action list: index 1 is out of range for pid[0-9]+:utyped:ut_touch:return args\[ \]$
