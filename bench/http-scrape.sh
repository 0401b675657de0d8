#!/usr/bin/env bash
# bench/http-scrape.sh - what serving -x http costs (issue 14, item 6):
#
# 1. Tracing overhead with a scrape every second against no scrape: the
#    per-call time of getppid(2) (bench/loop.c, pinned to the last CPU)
#    untraced, and traced by one sonda script served with -x http=0, with
#    no client (noscrape) and with bench/scrape.py fetching /metrics and
#    /api/aggs?flame=1 once a second (scrape: what a Prometheus and an open
#    live view do). The script keeps a count and a quantize() per call and,
#    from profile-997, a stack aggregation that grows over the run, so each
#    scrape has real snapshots to take. Configurations alternate
#    (bench/lib.sh), R runs each; medians.
# 2. The consumer's CPU time per /metrics scrape of about 2,000 user-stack
#    series: sonda -x http=0 'profile-997 { @[ustack(), pid] = count(); }'
#    system-wide beside four busy programs (python3, node, bash, perl),
#    scraped S times once a second; sonda's user + system time across each
#    scrape (bench/scrape.py --cpu), median. SONDA_BEFORE=path measures an
#    older binary the same way, for a before/after figure.
#
# Prints the load average (uptime) beside the figures.
#
#   sudo bench/http-scrape.sh [N calls per run, default 2000000] [R runs, default 7] [S scrapes, default 10]
#   sudo SONDA_BEFORE=/tmp/old/build/sonda bench/http-scrape.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
N=${1:-2000000}
R=${2:-7}
S=${3:-10}
SONDA=${SONDA:-$ROOT/build/sonda}
LOOP=$ROOT/build/bench/loop

[ "$(id -u)" -eq 0 ] || { echo "http-scrape.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] || { echo "http-scrape.sh: $SONDA not found; run make" >&2; exit 1; }
make -s -C "$ROOT/bench" ../build/bench/loop >/dev/null
. "$ROOT/bench/lib.sh"
TMP=$(mktemp -d)
BUSY=()
trap 'for p in "${BUSY[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$TMP"' EXIT

SCRIPT='syscall::getppid:entry { @calls[execname] = count(); @q = quantize(timestamp % 4096); }
	profile-997 { @st[stack(), execname] = count(); }'
WORK="taskset -c $(( $(nproc) - 1 )) $LOOP getppid $N"

# ns/call of one run of a configuration, sonda serving in both
one_config() {
	local ns
	case $1 in
	base)	ns=$($WORK) ;;
	noscrape)
		ns=$("$SONDA" -x http=0 -q -n "$SCRIPT" -c "$WORK" 2>/dev/null |
			grep -m1 -E '^[0-9]+\.[0-9]+$') ;;
	scrape)	: >"$TMP/err"
		"$SONDA" -x http=0 -q -n "$SCRIPT" -c "$WORK" >"$TMP/out" 2>"$TMP/err" &
		local pid=$!
		python3 "$ROOT/bench/scrape.py" "$TMP/err" "$TMP/scrape" &
		wait "$pid"
		wait
		ns=$(grep -m1 -E '^[0-9]+\.[0-9]+$' "$TMP/out")
		cat "$TMP/scrape" >>"$TMP/scrapes" ;;
	esac
	echo "$ns"
}

echo "== overhead: getppid x $N, $R runs each, alternating"
configs=(base noscrape scrape)
declare -A runs medians
run_alternating "$R" one_config "${configs[@]}"
print_medians 9 ns/call "${configs[@]}"
for c in noscrape scrape; do
	printf '%-9s overhead %6s ns/call\n' "$c" "$(over "${medians[$c]}" "${medians[base]}")"
done
printf 'a scrape every second costs %s ns/call over no scrape\n' \
	"$(over "${medians[scrape]}" "${medians[noscrape]}")"
echo "scrapes per run, median ms of /metrics and of /api/aggs?flame=1:"
sed 's/^/  /' "$TMP/scrapes"
echo "load: $(uptime)"

# consumer CPU ms per /metrics scrape of ~2000 user-stack series
scrape_cpu() {
	local bin=$1 pid
	rm -f "$TMP/cpu"	# a failed run must not print the previous result
	env --default-signal=INT "$bin" -x http=0 -q -n 'profile-997 { @[ustack(), pid] = count(); }' \
		>/dev/null 2>"$TMP/err2" &
	pid=$!
	sleep 3
	python3 "$ROOT/bench/scrape.py" --cpu "$pid" "$S" "$TMP/err2" "$TMP/cpu"
	kill -INT "$pid"
	wait "$pid" || true
	cat "$TMP/cpu" 2>/dev/null || echo "no figure (sonda failed: $(tail -1 "$TMP/err2"))"
}

echo
echo "== consumer CPU per /metrics scrape, @[ustack(), pid] system-wide, $S scrapes"
python3 -c 'import time
def f(n): return n if n < 2 else f(n-1)+f(n-2)
while 1: f(20)' & BUSY+=($!)
node -e 'function f(n){return n<2?n:f(n-1)+f(n-2)} for(;;) f(22)' & BUSY+=($!)
bash -c 'while :; do :; done' & BUSY+=($!)
perl -e 'while(1){ $x = join(",", map { $_*2 } 1..100) }' & BUSY+=($!)
sleep 1
[ -z "${SONDA_BEFORE:-}" ] || echo "before ($SONDA_BEFORE): $(scrape_cpu "$SONDA_BEFORE")"
echo "now ($SONDA): $(scrape_cpu "$SONDA")"
echo "load: $(uptime)"
