#!/usr/bin/python3
"""hostile.py PORT TOKEN: clients that try to stall sonda's server, each
followed by a polite request that must still be answered. Prints one line
per check."""
import socket
import sys
import time
import urllib.request

port, token = int(sys.argv[1]), sys.argv[2]


def conn():
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    return s


def status(raw):
    s = conn()
    s.sendall(raw)
    data = b""
    while True:
        b = s.recv(65536)
        if not b:
            break
        data += b
    s.close()
    return data.split(b"\r\n", 1)[0].decode()


def polite():
    u = "http://127.0.0.1:%d/metrics?token=%s" % (port, token)
    with urllib.request.urlopen(u, timeout=30) as r:
        body = r.read().decode()
    return r.status, body


silent = conn()					# connects and says nothing
print("silent client connected")
print("polite request meanwhile:", polite()[0])

try:						# a head of 1 MiB
    print("huge header:", status(b"GET /metrics HTTP/1.1\r\nX-Big: " + b"a" * (1 << 20) + b"\r\n\r\n"))
except OSError:
    print("huge header: connection reset after the answer")
print("polite request after it:", polite()[0])

crowd = [conn() for _ in range(100)]		# more connections than slots
print("100 silent connections open; polite request:", polite()[0])

slow = socket.socket()				# asks for a lot and never reads
slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
slow.connect(("127.0.0.1", port))
slow.sendall(("GET /api/aggs?flame=1&token=%s HTTP/1.1\r\n\r\n" % token).encode())
code, body = polite()
print("slow reader waiting; polite request:", code)

t0 = time.monotonic()
silent.settimeout(30)
try:
    gone = silent.recv(1) == b""
except OSError:
    gone = True
print("the first silent client is closed by sonda:", "yes" if gone else "no")
for s in crowd + [slow, silent]:
    s.close()
print("polite request at the end:", polite()[0])
