# @@timeout: 40
# Start sonda in the background, wait until it printed, send SIGTERM.
# Expected: tracing stops, a newline is written, END runs, the final newline
# and the aggregation follow, and the exit status is 0. The count varies.
SIG=TERM
. data/stop-by-signal.sh
