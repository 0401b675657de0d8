# -lv lists pid probes' argument types from DWARF: the parameters at entry
# (typedefs and tags as C names them), uint64_t and the return type at
# return (nothing more for a void function); a pointer to a pointer is
# written as libctf writes it ("char **").
"$SONDA" -lv -n 'pid$target:a.out:ut_pick:entry,pid$target:a.out:ut_pick:return,
    pid$target:a.out:ut_color:entry,pid$target:a.out:ut_touch:return,
    pid$target:a.out:main:entry' \
	-c "$SONDA_TRIGGERS/utyped 1" | sed -E 's/^ +[0-9]+ +pid[0-9]+ +/  ID pidPID /' |
	grep -E '^  ID|args\['
