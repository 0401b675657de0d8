# DTrace's profile provide() makes a tick-/profile- probe on demand only
# for a description whose module and function are empty (a glob there
# matches only the probes already made: tick-1 but not tick-1s), whose
# provider matches "profile" (empty or a glob will do), whose name starts
# with "tick-" or "profile-" exactly (case counts there, not in the unit:
# 1S, 1HZ, 5MSEC), and whose rate sscanf's "%lu" reads in decimal (010 is
# ten, 0x10 is zero: no probe; 1e3 has the unknown unit "e3").
for p in 'profile:*::tick-1s' 'profile:*::tick-1' 'profile::foo:tick-1s' \
	':::tick-1s' 'pro?ile:::tick-1s' '*:::profile-3s' 'profile:::TICK-1s' \
	'profile:::Profile-1s' 'profile:::tick-1S' 'profile:::tick-1HZ' \
	'profile:::tick-5MSEC' 'profile:::tick-0x10' 'profile:::tick-010' \
	'profile:::profile-1e3'; do
	if "$SONDA" -e -n "$p {}" 2>/dev/null; then
		echo "$p: probe"
	else
		echo "$p: no probe"
	fi
done
"$SONDA" -l -n 'tick-010' -n 'tick-1HZ' | sed -E '2,$s/^ *[0-9]+ /   ID /'
