#!/usr/bin/python3
"""listening.py PORT: whether anything on this host listens on TCP port
PORT (IPv4 or IPv6, from /proc/net/tcp*) and whether a connection to
127.0.0.1:PORT is accepted. Prints "listening" or "not listening", and
"connection accepted" or "connection refused"."""
import socket
import sys

port = int(sys.argv[1])
listen = False
for f in ("/proc/net/tcp", "/proc/net/tcp6"):
    try:
        lines = open(f).read().splitlines()[1:]
    except OSError:
        continue
    for l in lines:
        local, state = l.split()[1], l.split()[3]
        if state == "0A" and int(local.rsplit(":", 1)[1], 16) == port:
            listen = True
print("listening" if listen else "not listening")
try:
    socket.create_connection(("127.0.0.1", port), timeout=5).close()
    print("connection accepted")
except OSError:
    print("connection refused")
