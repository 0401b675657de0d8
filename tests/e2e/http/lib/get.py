#!/usr/bin/python3
"""get.py URL [TOKEN [METHOD]]: GET (or METHOD) URL, with "Authorization:
Bearer TOKEN" when TOKEN is not empty; prints the status code on the first
line, then the body.
Exit status 0 whatever the status; 2 when the connection fails."""
import sys
import urllib.error
import urllib.request

req = urllib.request.Request(sys.argv[1], method=sys.argv[3] if len(sys.argv) > 3 else "GET")
if len(sys.argv) > 2 and sys.argv[2]:
    req.add_header("Authorization", "Bearer " + sys.argv[2])
try:
    with urllib.request.urlopen(req, timeout=20) as r:
        code, body = r.status, r.read()
except urllib.error.HTTPError as e:
    code, body = e.code, e.read()
except OSError as e:
    print("connection failed:", e, file=sys.stderr)
    sys.exit(2)
print(code)
sys.stdout.write(body.decode("utf-8", "replace"))
