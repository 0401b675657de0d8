# @@timeout: 60
# Bad -x http values and a busy port: one line on stderr and exit status 1
# before tracing starts (BEGIN never runs); a non-loopback address needs
# -x httpexpose, and with it sonda warns. The option works from a pragma.
T=$SONDA_TEST_TMP
run() {
	"$SONDA" "$@" -qn 'BEGIN { printf("begun\n"); exit(0); }' >"$T/out" 2>"$T/err"
	echo "exit $? stdout $(wc -l <"$T/out") lines"
	sed -E 's/([:=])[0-9]+: cannot listen/\1PORT: cannot listen/; s|http://([^/]*):[0-9]+/\?token=[0-9a-f]{32}$|http://\1:PORT/?token=TOKEN|' "$T/err"
}
python3 -c '
import socket, sys, time
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(1)
print(s.getsockname()[1], flush=True)
time.sleep(60)' >"$T/port" &
holder=$!
trap 'kill $holder 2>/dev/null; wait' EXIT
for _ in $(seq 100); do [ -s "$T/port" ] && break; sleep 0.1; done
busy=$(cat "$T/port")
echo "== a port in use"
run -x http=127.0.0.1:"$busy"
echo "== port only, in use"
run -x http="$busy"
echo "== bad address"
run -x http=300.1.1.1:80
echo "== bad port"
run -x http=127.0.0.1:70000
echo "== no port"
run -x http=127.0.0.1:
echo "== IPv6 without brackets"
run -x http=::1:0
echo "== a host name"
run -x http=example.com:80
echo "== not loopback"
run -x http=0.0.0.0:0
echo "== not loopback, httpexpose"
run -x http=0.0.0.0:0 -x httpexpose
echo "== IPv6 loopback"
run -x http=[::1]:0
echo "== from a pragma"
printf '#pragma D option http=127.0.0.1:0\nBEGIN { printf("begun\\n"); exit(0); }\n' >"$T/p.d"
"$SONDA" -qs "$T/p.d" 2>&1 | sed -E 's|:[0-9]+/\?token=[0-9a-f]{32}$|:PORT/?token=TOKEN|'
