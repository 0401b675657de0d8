#!/usr/bin/python3
"""scrape.py ERRFILE OUTFILE: waits for sonda's URL in ERRFILE, then
fetches /metrics and /api/aggs?flame=1 once a second (what Prometheus and
an open live view do) until the server goes away; writes to OUTFILE the
number of scrapes and the median milliseconds of each kind of request."""
import re
import sys
import time
import urllib.request

err, out = sys.argv[1], sys.argv[2]
url = None
for _ in range(600):
    m = re.search(r"serving (http://\S+)/\?token=(\w+)", open(err).read())
    if m:
        url, tok = m.groups()
        break
    time.sleep(0.05)
times = {"metrics": [], "aggs": []}
while url:
    t = time.monotonic()
    try:
        for kind, path in (("metrics", "/metrics"), ("aggs", "/api/aggs?flame=1")):
            t0 = time.monotonic()
            urllib.request.urlopen("%s%s%stoken=%s" % (url, path, "&" if "?" in path else "?", tok),
                                   timeout=10).read()
            times[kind].append(1000 * (time.monotonic() - t0))
    except OSError:
        break
    time.sleep(max(0, 1 - (time.monotonic() - t)))


def med(v):
    return sorted(v)[(len(v) - 1) // 2] if v else 0


with open(out, "w") as f:
    f.write("%d %.2f %.2f\n" % (len(times["metrics"]), med(times["metrics"]), med(times["aggs"])))
