# Eight threads write to one pipe (one reader): they contend for its mutex
# and spinlocks (the lockstat tests' workload).
import os, threading
r, w = os.pipe()
def reader():
    while os.read(r, 65536):
        pass
def writer():
    for i in range(100000):
        os.write(w, b"x" * 512)
threading.Thread(target=reader, daemon=True).start()
ws = [threading.Thread(target=writer) for _ in range(8)]
[t.start() for t in ws]
[t.join() for t in ws]
