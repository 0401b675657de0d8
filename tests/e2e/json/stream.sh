# oformat=json streams: jq reads each record while sonda still runs (a
# script that never exits by itself; the pipeline ends once jq has read
# three lines, and the timeout only bounds a failure).
"$SONDA" -x oformat=json -qn 'tick-10ms { trace(i++); }' 2>/dev/null |
	timeout 30 jq --unbuffered -c '.output[0].value' | head -n 3
