#!/usr/bin/python3
"""promql.py PROMETHEUS_URL QUERY: runs an instant PromQL query over
Prometheus's HTTP API and prints one line per result: the value, then the
labels other than __name__, instance and job as k=v sorted. Nothing when
the result is empty; exit 1 on an error answer."""
import json
import sys
import urllib.parse
import urllib.request

url = sys.argv[1] + "/api/v1/query?" + urllib.parse.urlencode({"query": sys.argv[2]})
with urllib.request.urlopen(url, timeout=10) as r:
    ans = json.load(r)
if ans.get("status") != "success":
    print(ans, file=sys.stderr)
    sys.exit(1)
for res in ans["data"]["result"]:
    labels = sorted("%s=%s" % kv for kv in res["metric"].items()
                    if kv[0] not in ("__name__", "instance", "job"))
    print(res["value"][1], *labels)
