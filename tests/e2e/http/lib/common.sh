# common.sh - sourced by the tests of -x http: start sonda with a server
# and find its URL and token.
#   start_sonda ARGS...   runs "$SONDA" ARGS in the background (stdout in
#                         $T/out, stderr in $T/err); sets PID, BASE
#                         (http://127.0.0.1:PORT), PORT and TOKEN once the
#                         URL is printed and tracing has begun (the script
#                         must print "started" from a probe, not BEGIN)
#   get PATH [TOKEN [METHOD]]   python3 lib/get.py "$BASE$PATH" ...
#   fail MSG              says why on stderr, kills sonda, exits 1
T=$SONDA_TEST_TMP
LIB=$SONDA_TEST_DIR/lib

fail() { echo "$SONDA_TEST_NAME: $*" >&2; [ -n "$PID" ] && kill -KILL "$PID" 2>/dev/null; exit 1; }

start_sonda() {
	env --default-signal=INT "$SONDA" "$@" >"$T/out" 2>"$T/err" &
	PID=$!
	for _ in $(seq 300); do
		grep -q started "$T/out" 2>/dev/null && break
		kill -0 "$PID" 2>/dev/null || fail "sonda exited early: $(cat "$T/err")"
		sleep 0.1
	done
	grep -q started "$T/out" || fail "sonda never started tracing"
	local url
	url=$(sed -n 's|^sonda: serving \(http://[^ ]*\)$|\1|p' "$T/err")
	[ -n "$url" ] || fail "no URL on stderr: $(cat "$T/err")"
	BASE=${url%%/\?token=*}
	TOKEN=${url##*\?token=}
	PORT=${BASE##*:}
}

get() { local p=$1; shift; python3 "$LIB/get.py" "$BASE$p" "$@"; }
