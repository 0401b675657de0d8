# @@timeout: 90
# ustack() at every instruction of cf_saved (its prologue pushes five
# callee-saved registers, rbp among them, and its epilogue pops them)
# against gdb at a breakpoint on each, in execution order: the first frames
# are right wherever the probe is, not only after the prologue. The
# first instruction's site fires as entry (made before offset 0, which
# then never fires, as in DTrace's uprobe trampoline).
command -v gdb > /dev/null || { echo "gdb is not installed" >&2; exit 77; }
T=$SONDA_TRIGGERS/ucfi
. "$SONDA_ROOT/tests/lib/gdbstacks.sh"
offs=$(objdump -d --no-show-raw-insn "$T" |
	awk '/<cf_saved>:/ { f = 1; next } f && /^$/ { exit } f { sub(/:.*/, ""); print $1 }')
first=$(echo "$offs" | head -1)
bps=()
for a in $offs; do
	bps+=(-ex "break *(cf_saved + 0x$a - 0x$first)")
done
"$SONDA" -q -n 'pid$target:a.out:cf_saved: /probename != "return"/
    { printf("stack\n"); ustack(); }' -c "$T" | frames > "$SONDA_TEST_TMP/sonda"
gdb -q -batch -ex 'handle SIGUSR1 nostop noprint pass' -x data/frames.py "${bps[@]}" \
	-ex run $(for a in $offs; do echo -ex c; done) "$T" 2>/dev/null |
	grep -v '^Breakpoint' | frames > "$SONDA_TEST_TMP/gdb"
n=$(wc -l < "$SONDA_TEST_TMP/sonda")
[ "$n" -ge 20 ] && [ "$n" = "$(wc -l < "$SONDA_TEST_TMP/gdb")" ] &&
	echo "gdb and sonda stopped at every instruction run" ||
	echo "gdb and sonda stopped $(wc -l < "$SONDA_TEST_TMP/gdb") and $n times"
if cmp -s "$SONDA_TEST_TMP/sonda" "$SONDA_TEST_TMP/gdb"; then
	echo "every stack as gdb's"
else
	diff "$SONDA_TEST_TMP/gdb" "$SONDA_TEST_TMP/sonda"
fi
head -1 "$SONDA_TEST_TMP/sonda" | sed 's/+0x[0-9a-f]*//g'
# the return probe (with the entry probe's uretprobe trampoline in place
# of its return address meanwhile): as gdb at the return site
"$SONDA" -q -n 'pid$target:a.out:cf_saved:entry { }
    pid$target:a.out:cf_saved:return { printf("stack\n"); ustack(); }' -c "$T" |
	frames > "$SONDA_TEST_TMP/sonda-ret"
at=$(cut -d' ' -f1 "$SONDA_TEST_TMP/sonda-ret")
gdb -q -batch -ex 'handle SIGUSR1 nostop noprint pass' -x data/frames.py \
	-ex "break *(${at%+*} + ${at#*+})" -ex run "$T" 2>/dev/null |
	grep -v '^Breakpoint' | frames > "$SONDA_TEST_TMP/gdb-ret"
cmp -s "$SONDA_TEST_TMP/sonda-ret" "$SONDA_TEST_TMP/gdb-ret" &&
	echo "return: as gdb's at $at" | sed 's/+0x[0-9a-f]*//' ||
	diff "$SONDA_TEST_TMP/gdb-ret" "$SONDA_TEST_TMP/sonda-ret"
