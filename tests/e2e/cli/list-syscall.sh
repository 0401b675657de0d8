# -l with a description; syscall probe IDs vary, so mask the ID column.
set -o pipefail
"$SONDA" -l -n syscall::read:entry | sed -E '2,$s/^ *[0-9]+ /   ID /'
