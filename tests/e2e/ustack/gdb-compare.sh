# @@timeout: 120
# ustack() at the entry of cf_leaf in -O2 -fomit-frame-pointer builds
# (without -g, with -g, stripped with a separate debug file), frame by
# frame against gdb at a breakpoint on the same instruction (data/
# frames.py names gdb's frames as ustack() does, symbol+offset): callers
# that keep callee-saved registers or move rsp, a recursion deeper than
# ustackframes (both cut at 100 frames) and a signal handler (through
# libc's __restore_rt, unnamed as libproc leaves a label, into the
# interrupted raise(), named gsignal as libproc orders its aliases). Compared down to
# main, where gdb stops.
command -v gdb > /dev/null || { echo "gdb is not installed" >&2; exit 77; }
. "$SONDA_ROOT/tests/lib/gdbstacks.sh"
for v in ucfi ucfi-g ucfi-stripped; do
	T=$SONDA_TRIGGERS/$v
	"$SONDA" -q -n 'pid$target:a.out:cf_leaf:entry { printf("stack\n"); ustack(); }' \
		-c "$T" | frames > "$SONDA_TEST_TMP/$v.sonda"
	gdb -q -batch -ex 'handle SIGUSR1 nostop noprint pass' -x data/frames.py \
		-ex 'break *cf_leaf' -ex run -ex c -ex c -ex c "$T" 2>/dev/null |
		grep -v '^Breakpoint' | frames > "$SONDA_TEST_TMP/$v.gdb"
	same_as_gdb "$v" "$SONDA_TEST_TMP/$v.gdb" "$SONDA_TEST_TMP/$v.sonda"
done
# the deepest stack is cut at ustackframes; the signal one goes through
# the trampoline
awk '{ print NF }' "$SONDA_TEST_TMP/ucfi.sonda" | sort -n | tail -1
grep -o 'cf_handler+0x[0-9a-f]* ? [^ ]* gsignal+0x[0-9a-f]* cf_signal' \
	"$SONDA_TEST_TMP/ucfi.sonda" | sed 's/+0x[0-9a-f]*//g'
