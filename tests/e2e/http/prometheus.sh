# @@timeout: 120
# A real Prometheus scrapes sonda's /metrics every second (with the token
# as a Bearer credential) and answers PromQL queries with the live values
# of a count() (a counter growing between two queries), a max() (a gauge),
# an lquantize() and quantize()s (histograms: cumulative buckets, _count,
# histogram_quantile(), and _sum: the sum of the values fed, times their
# weight). Prometheus is stopped when the test ends, whatever happens.
command -v prometheus >/dev/null ||
	{ echo "prometheus not installed (scripts/deps.sh installs it)" >&2; exit 77; }
. "$SONDA_TEST_DIR/lib/common.sh"
PROM=
trap '[ -n "$PROM" ] && kill "$PROM" 2>/dev/null; [ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT

start_sonda -x http=0 -qn 'int done;
	tick-10ms { @ticks[probename] = count(); @lat = lquantize(5, 0, 10, 1);
		    @hi = max(42); @q["one"] = quantize(1000); @w = quantize(-3, 4); }
	tick-10ms /!done/ { done = 1; printf("started\n"); }'

PPORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$T/prom.yml" <<YML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: sonda
    authorization:
      type: Bearer
      credentials: $TOKEN
    static_configs:
      - targets: ["127.0.0.1:$PORT"]
YML
prometheus --config.file="$T/prom.yml" --storage.tsdb.path="$T/tsdb" \
	--web.listen-address="127.0.0.1:$PPORT" --log.level=warn >"$T/prom.log" 2>&1 &
PROM=$!
P="http://127.0.0.1:$PPORT"
q() { python3 "$LIB/promql.py" "$P" "$1" 2>/dev/null; }

first=
for _ in $(seq 60); do
	first=$(q 'sonda_ticks_total' | awk '{ print $1 }')
	[ -n "$first" ] && break
	kill -0 "$PROM" 2>/dev/null || fail "prometheus exited: $(cat "$T/prom.log")"
	sleep 1
done
[ -n "$first" ] || fail "no sonda_ticks_total in Prometheus after 60 s: $(q 'up')"
later=$first
for _ in $(seq 30); do
	sleep 1
	later=$(q 'sonda_ticks_total' | awk '{ print $1 }')
	[ "$later" -gt "$first" ] 2>/dev/null && break
done
echo "ticks: $(q 'sonda_ticks_total' | cut -d' ' -f2-)"
[ "$later" -gt "$first" ] && echo "ticks grow between scrapes" || echo "ticks stuck at $first"
echo "up: $(q 'up{job="sonda"}')"
echo "hi: $(q 'sonda_hi')"
echo "lat buckets: $(q 'count(sonda_lat_bucket)')"
echo "lat le=4: $(q 'sonda_lat_bucket{le="4"}')"
echo "lat le=5 - count: $(q 'sonda_lat_bucket{le="5"} - ignoring(le) sonda_lat_count')"
echo "lat +Inf - count: $(q 'sonda_lat_bucket{le="+Inf"} - ignoring(le) sonda_lat_count')"
echo "q median in (511, 1023]: $(q '(histogram_quantile(0.5, sonda_q_bucket) > 511) <= 1023' | cut -d' ' -f2-)"
echo "lat sum - 5 * count: $(q 'sonda_lat_sum - 5 * sonda_lat_count')"
echo "q sum - 1000 * count: $(q 'sonda_q_sum - 1000 * sonda_q_count' | cut -d' ' -f1)"
echo "w sum + 3 * count: $(q 'sonda_w_sum + 3 * sonda_w_count' | cut -d' ' -f1)"
echo "w sum < 0: $(q 'sonda_w_sum < bool 0' | cut -d' ' -f1)"
echo "entries: $(q 'sonda_aggregation_entries' | cut -d' ' -f2- | sort | tr '\n' ' ')"
