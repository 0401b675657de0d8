# A few hundred milliseconds of pure-python work in three nested
# functions, for profiles of the interpreter (argv[1]: rounds, default 40;
# each round takes a few milliseconds).
import sys

def leaf(n):
    return [i * i for i in range(n)]


def mid(n):
    s = 0
    for _ in range(200):
        s += len(leaf(n))
    return s


def top():
    t = 0
    for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 40):
        t += mid(500)
    return t


top()
