# DTrace reads a tick/profile rate with sscanf's "%lu%4s": a sign is read
# (tick--1s is 2^64 - 1 seconds, a period modulo 2^64), a number too large
# for 64 bits is 2^64 - 1, and whatever follows four characters of unit is
# left, globs included: tick-1hour* makes that probe. A rate of zero, one
# faster than 200us or an unknown unit makes none.
for p in tick--1s tick-99999999999999999999999s 'tick-1hour*' tick--1000hz \
	tick-0s tick-5001 tick-199us tick-200us; do
	if "$SONDA" -e -n "profile:::$p {}" 2>/dev/null; then
		echo "$p: probe"
	else
		echo "$p: no probe"
	fi
done
# listed under the name as written (on-demand probes' IDs vary)
"$SONDA" -l -n 'tick-1hour*' | sed -E '2,$s/^ *[0-9]+ /   ID /'
