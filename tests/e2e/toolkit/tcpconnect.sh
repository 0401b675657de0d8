# tcpconnect and tcpaccept: a connection on 127.0.0.1 to a known port.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", $port)); s.listen()
c = socket.create_connection(("127.0.0.1", $port)); a, _ = s.accept()
c.close(); a.close(); s.close()
W
"$SONDA" -s "$T/tcpconnect.d" -c "$PY $SONDA_TEST_TMP/w.py" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk -v p="$port" '$5 == p { print $2, $3, $4, "PORT" }' "$SONDA_TEST_TMP/out"
"$SONDA" -s "$T/tcpaccept.d" -c "$PY $SONDA_TEST_TMP/w.py" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk -v p="$port" '$2 == p { print $1, "PORT", $3 }' "$SONDA_TEST_TMP/out"
