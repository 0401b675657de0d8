#!/usr/bin/python3
"""scrape.py ERRFILE OUTFILE: waits for sonda's URL in ERRFILE, then
fetches /metrics and /api/aggs?flame=1 once a second (what Prometheus and
an open live view do) until the server goes away; writes to OUTFILE the
number of scrapes and the median milliseconds of each kind of request.

scrape.py --cpu PID COUNT ERRFILE OUTFILE: fetches /metrics COUNT times,
once a second, from sonda PID, and writes to OUTFILE the median and the
range of the CPU time (user + system, ms) sonda spent across each
request, the series per page and the median wall time."""
import os
import re
import sys
import time
import urllib.request


def url_of(err):
    for _ in range(600):
        m = re.search(r"serving (http://\S+)/\?token=(\w+)", open(err).read())
        if m:
            return m.groups()
        time.sleep(0.05)
    return None, None


def get(url, tok, path):
    sep = "&" if "?" in path else "?"
    return urllib.request.urlopen("%s%s%stoken=%s" % (url, path, sep, tok), timeout=600).read()


def med(v):
    return sorted(v)[(len(v) - 1) // 2] if v else 0


def cpu_ms(pid):
    f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def live(err, out):
    url, tok = url_of(err)
    times = {"metrics": [], "aggs": []}
    while url:
        t = time.monotonic()
        try:
            for kind, path in (("metrics", "/metrics"), ("aggs", "/api/aggs?flame=1")):
                t0 = time.monotonic()
                get(url, tok, path)
                times[kind].append(1000 * (time.monotonic() - t0))
        except OSError:
            break
        time.sleep(max(0, 1 - (time.monotonic() - t)))
    with open(out, "w") as f:
        f.write("%d %.2f %.2f\n" % (len(times["metrics"]), med(times["metrics"]), med(times["aggs"])))


def cpu(pid, count, err, out):
    url, tok = url_of(err)
    cpus, walls, series = [], [], 0
    for _ in range(count if url else 0):
        c0, t0 = cpu_ms(pid), time.monotonic()
        body = get(url, tok, "/metrics").decode()
        walls.append(1000 * (time.monotonic() - t0))
        cpus.append(cpu_ms(pid) - c0)
        series = sum(1 for line in body.splitlines()
                     if line[:1] not in ("#", "") and not line.startswith("sonda_aggregation_"))
        time.sleep(max(0, 1 - (time.monotonic() - t0)))
    with open(out, "w") as f:
        f.write("%d scrapes of %d series: CPU median %.0f ms (%.0f-%.0f), wall median %.0f ms\n" %
                (len(cpus), series, med(cpus), min(cpus or [0]), max(cpus or [0]), med(walls)))


if sys.argv[1] == "--cpu":
    cpu(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5])
else:
    live(sys.argv[1], sys.argv[2])
