# DTrace's cpc provider makes a probe only for an event its populate( )
# found this machine can count: decode_event( ) looks the probe's event up
# in that list, so on a machine without hardware counters (a VM)
# cpc:::instructions-... matches nothing, in -l and in a program
# (D_PDESC_ZERO; under -Z no probe), as an unknown event's name does.
if "$SONDA" -l -P cpc | grep -q ' instructions-all-1000000000$'; then
	echo "this machine counts instructions" >&2
	exit 77
fi
"$SONDA" -l -n 'cpc:::instructions-all-100000' -n 'cpc:::cycles-user-1000'
echo "exit $?"
"$SONDA" -n 'cpc:::instructions-all-100000 { }'
echo "exit $?"
"$SONDA" -Z -qn 'cpc:::instructions-kernel-100000 { trace(1); }' -n 'BEGIN { exit(0); }'
echo "exit $?"
