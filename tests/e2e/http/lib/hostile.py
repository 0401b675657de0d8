#!/usr/bin/python3
"""hostile.py PORT TOKEN: clients that try to stall sonda's server, each
followed by a polite request that must still be answered; while a client
holds half a request and another reads its answer slowly, the script's
count (@ticks) keeps growing between two polite requests. Prints one line
per check."""
import re
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



def closed_by_sonda(s):
    """Whether sonda closes s within 30 s (its deadlines are 5 and 10 s)."""
    s.settimeout(30)
    try:
        return s.recv(1) == b""
    except socket.timeout:
        return False
    except OSError:
        return True


def ticks():
    m = re.search(r"^sonda_ticks_total\{[^}]*\} (\d+)$", polite()[1], re.M)
    return int(m.group(1)) if m else -1


half = conn()					# half a request, then nothing
half.sendall(("GET /metrics?token=%s HTTP/1.1\r\nHost: x\r\n" % token).encode())
trickle = socket.socket()			# reads its answer 512 bytes at a time
trickle.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
trickle.connect(("127.0.0.1", port))
trickle.sendall(("GET /api/aggs?flame=1&token=%s HTTP/1.1\r\n\r\n" % token).encode())
first = ticks()
got = 0
for _ in range(20):
    got += len(trickle.recv(512))
    time.sleep(0.05)
second = ticks()
print("half a request and a slow reader; polite requests answered, count grew:",
      "yes" if 0 <= first < second else "no (%d, %d)" % (first, second))
print("the slow reader got its answer's first bytes:", "yes" if got > 0 else "no")
print("the half request is closed by sonda:", "yes" if closed_by_sonda(half) else "no")
trickle.close()
print("the first silent client is closed by sonda:", "yes" if closed_by_sonda(silent) else "no")
for s in crowd + [slow, silent]:
    s.close()
print("polite request at the end:", polite()[0])
