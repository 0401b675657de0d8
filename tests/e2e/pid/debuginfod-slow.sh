# A debuginfod server that accepts connections and never answers: the
# lookup gives up after DEBUGINFOD_TIMEOUT seconds (1 here), sonda says so
# in one line and does not ask again: the server saw one query in all.
# Waiting the client's own default (90 s a query, retried twice) would
# overrun the test's time limit (20 s); the stripped program's frames
# print as module`address.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
. data/dbgsrv.sh
TMP=$(mktemp -d)
make_bare "$TMP"
port=$(free_port)
"$PY" data/silent-server.py "$port" > "$TMP/srv.log" &
srv=$!
trap 'kill $srv; wait $srv 2>/dev/null; rm -rf "$TMP"' EXIT
for _ in $(seq 50); do grep -q listening "$TMP/srv.log" && break; sleep 0.1; done
export DEBUGINFOD_URLS=http://127.0.0.1:$port DEBUGINFOD_TIMEOUT=1
ustack_unnamed "$TMP/upid-bare" "$port"
echo "queries $(grep -c '^connection' "$TMP/srv.log")"
