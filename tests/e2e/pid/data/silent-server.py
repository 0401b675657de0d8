# silent-server.py PORT - accepts TCP connections on 127.0.0.1:PORT and
# never answers: a debuginfod server that has stopped responding. Prints
# "listening", then "connection" for each connection it accepts.
import socket
import sys

s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1])))
s.listen(64)
print("listening", flush=True)
held = []
while True:
    held.append(s.accept()[0])
    print("connection", flush=True)
