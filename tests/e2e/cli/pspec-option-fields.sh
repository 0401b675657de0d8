# A -P, -m or -f program's every probe description names the option's
# field, the rightmost (DTrace compiles the program with that probe
# specification): in -P 'dtrace{} BEGIN{}' BEGIN is a provider. Errors name
# the description as written.
"$SONDA" -l -P 'dtrace{} BEGIN{}' 2>&1
"$SONDA" -l -f 'BEGIN{} read{}' 2>&1 | sed -E '2,$s/^ *[0-9]+ /   ID /'
for p in '$2' 'a$2' 'a:b' '$9:a' '7' 'dtrace{} 7{}'; do
	"$SONDA" -x errtags -l -P "$p" dtrace 2>&1
	echo "status $?"
done
