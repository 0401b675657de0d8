# calls.py NF NG [GO [END]]: calls f() NF times and g() NG times, from
# Python. With GO, waits for that file first; with END, then waits for
# that file too and prints its USDT semaphore (address in $SEMA) before
# and after. Python 3.11 fires function__entry only while a profile
# function is set (cpython gh-98894), so one is.
import ctypes, os, sys, time

def f(n):
    return n

def g(n):
    return n

def wait(path):
    while not os.path.exists(path):
        time.sleep(0.02)

def sema():
    return ctypes.c_uint16.from_address(int(os.environ["SEMA"], 16)).value

if len(sys.argv) > 3:
    wait(sys.argv[3])
if "SEMA" in os.environ:
    print("semaphore raised while traced:", sema() > 0, flush=True)
sys.setprofile(lambda frame, event, arg: None)
for i in range(int(sys.argv[1])):
    f(i)
for i in range(int(sys.argv[2])):
    g(i)
sys.setprofile(None)
if len(sys.argv) > 4:
    wait(sys.argv[4])
    # the kernel drops the semaphore as it unregisters the uprobe, which
    # may come a little after the BPF program is gone (perf events free
    # their program first): give it 5 s
    for _ in range(250):
        if sema() == 0:
            break
        time.sleep(0.02)
    print("semaphore after sonda ended:", sema(), flush=True)
