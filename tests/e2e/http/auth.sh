# @@timeout: 60
# Every request needs the token sonda printed: as ?token= or as a Bearer
# credential; none gets 401 (with WWW-Authenticate), a wrong one 403, and
# nothing but GET and HEAD is served (405), whatever the path. The URL on
# stderr is the only line sonda adds there, and the token is 128 bits.
. "$SONDA_TEST_DIR/lib/common.sh"
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT

start_sonda -x http=127.0.0.1:0 -qn 'int done;
	tick-10ms { @calls[probename] = count(); }
	tick-10ms /!done/ { done = 1; printf("started\n"); }'
sed -E 's|http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}$|http://127.0.0.1:PORT/?token=TOKEN|' "$T/err"
code() { get "$@" | head -1; }
echo "no token, /metrics: $(code /metrics)"
echo "no token, /: $(code /)"
echo "no token, /nonexistent: $(code /nonexistent)"
echo "wrong token: $(code "/metrics?token=0123456789abcdef0123456789abcdef")"
echo "token cut short: $(code "/metrics?token=${TOKEN%?}")"
echo "wrong Bearer: $(code /metrics 0123456789abcdef0123456789abcdef)"
echo "?token=: $(code "/metrics?token=$TOKEN")"
echo "?a=1&token=: $(code "/metrics?a=1&token=$TOKEN")"
echo "Bearer: $(code /metrics "$TOKEN")"
echo "Bearer, /: $(code / "$TOKEN")"
echo "Bearer, /api/aggs: $(code /api/aggs "$TOKEN")"
echo "Bearer, /nonexistent: $(code /nonexistent "$TOKEN")"
echo "POST with the token: $(code /metrics "$TOKEN" POST)"
echo "DELETE with the token: $(code / "$TOKEN" DELETE)"
echo "HEAD with the token: $(code /metrics "$TOKEN" HEAD)"
get /metrics "$TOKEN" | grep '^sonda_calls_total' | sed 's/} [0-9]*$/} N/'
