# An sdt event with more than ten fields lists them all (args[10]..), as
# DTrace's dt_tp_event_info() gives every field after the common ones.
ev=
for f in /sys/kernel/tracing/events/*/*/format; do
	n=$(grep -c 'field:' "$f")
	if [ "$n" -ge 15 ] && ! grep -q '__data_loc\|\[' "$f"; then
		ev=$f
		break
	fi
done
[ -n "$ev" ] || { echo "no event with more than ten plain fields" >&2; exit 77; }
d=${ev%/format}
grp=$(basename "$(dirname "$d")")
name=$(basename "$d")
want=$(($(grep -c 'field:' "$ev") - 4))
got=$("$SONDA" -lv -n "sdt:$grp::$name" | grep -c 'args\[')
last=$("$SONDA" -lv -n "sdt:$grp::$name" | grep 'args\[' | tail -1 | sed 's/:.*//; s/\t//g')
echo "$got $last" | sed "s/^$want args\[$((want - 1))\]$/all fields listed/"
