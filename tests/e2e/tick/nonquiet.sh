# Non-quiet tick output; the CPU and probe ID columns vary, so mask them.
set -o pipefail
"$SONDA" -n 'tick-10ms { i++; } tick-10ms /i == 1/ { trace("fired"); exit(0); }' |
	sed -E 's/^ *[0-9]+ +[0-9]+ /  C      I /'
