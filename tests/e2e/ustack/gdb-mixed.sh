# @@timeout: 60
# A program whose CFI is split between .eh_frame and .debug_frame
# (tests/triggers/ucfimix.c: -O2 -fomit-frame-pointer, alternate functions
# in each): the unwinder takes each address's rows from whichever covers
# it, so ustack() at mx_leaf's entry (reached through both kinds, three times)
# matches gdb's bt frame by frame down to main, and -v says the rows came
# from both sections.
command -v gdb > /dev/null || { echo "gdb is not installed" >&2; exit 77; }
. "$SONDA_ROOT/tests/lib/gdbstacks.sh"
T=$SONDA_TRIGGERS/ucfimix
"$SONDA" -v -q -n 'pid$target:a.out:mx_leaf:entry { printf("stack\n"); ustack(); }' \
	-c "$T" 2> "$SONDA_TEST_TMP/err" | frames > "$SONDA_TEST_TMP/sonda"
gdb -q -batch -x data/frames.py -ex 'break *mx_leaf' -ex run -ex c -ex c "$T" 2>/dev/null |
	grep -v '^Breakpoint' | frames > "$SONDA_TEST_TMP/gdb"
same_as_gdb "" "$SONDA_TEST_TMP/gdb" "$SONDA_TEST_TMP/sonda"
sed 's/+0x[0-9a-f]*//g' "$SONDA_TEST_TMP/sonda"
grep -o 'unwind: [^ ]*/ucfimix: [0-9]* rows from [^ ]*' "$SONDA_TEST_TMP/err" |
	sed 's/: [^ ]*\/ucfimix: [0-9]* rows/: ucfimix: rows/'
