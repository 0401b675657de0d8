# DTrace reads a rate's number as a signed 64-bit value: one past INT64_MAX
# is negative, refused with or without hz (9223372036854775807hz is 0 ns).
exec 2>&1
for v in 9223372036854775808hz 9223372036854775807hz 18446744073709551615ns; do
	"$SONDA" -x switchrate=$v -qn 'BEGIN { exit(0); }'
	echo "$v: rc $?"
done
