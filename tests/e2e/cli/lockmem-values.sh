# -x lockmem takes "unlimited" or a size; dt_opt_lockmem( ) ignores what
# dt_opt_size( ) says of the size, so a value that is no size ("abc", "4kb")
# is accepted too; only a missing value is refused (EDT_BADOPTVAL).
# @@noroot
exec 2>&1
for o in lockmem=unlimited lockmem=64m lockmem=abc lockmem=4kb lockmem; do
	"$SONDA" -e -x "$o" -n 'BEGIN { exit(0); }'
	echo "$o: rc $?"
done
