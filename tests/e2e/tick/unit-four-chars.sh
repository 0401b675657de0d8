# DTrace reads a profile/tick unit with sscanf's "%4s": only its first four
# characters count, so tick-1hours is tick-1hour while tick-1secs ("secs")
# names no unit and no probe (nor does profile-1days).
for p in tick-1hours tick-1hourly profile-1days tick-1secs tick-2mins; do
	if "$SONDA" -e -n "profile:::$p {}" 2>/dev/null; then
		echo "$p: probe"
	else
		echo "$p: no probe"
	fi
done
