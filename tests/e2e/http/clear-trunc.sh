# @@timeout: 60
# How /metrics follows clear() and trunc() while tracing: clear() sets
# every value back to zero (a counter reset to Prometheus),
# trunc() removes the keys, whose series
# disappear; new counts then start from zero. A process named
# "sonda-clear" or "sonda-trunc" calling getppid() asks for each.
. "$SONDA_TEST_DIR/lib/common.sh"
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT

start_sonda -x http=0 -qn 'int n;
	BEGIN { @c["a"] = count(); @c["a"] = count(); @c["b"] = count(); @s["a"] = sum(7); }
	tick-10ms /n++ == 0/ { printf("started\n"); }
	syscall::getppid:entry /execname == "sonda-clear"/ { clear(@c); clear(@s); }
	syscall::getppid:entry /execname == "sonda-trunc"/ { trunc(@c); }
	syscall::getppid:entry /execname == "sonda-again"/ { @c["b"] = count(); }'
as() {
	python3 -c 'import ctypes, os, sys
ctypes.CDLL(None).prctl(15, sys.argv[1].encode(), 0, 0, 0)
os.getppid()' "$1"
}
show() {
	echo "== $1"
	get /metrics "$TOKEN" | grep -E '^sonda_(c|s)(_total)?\{'
}
show "from BEGIN"
as sonda-clear
show "after clear()"
as sonda-trunc
show "after trunc()"
as sonda-again
show "counted again"
