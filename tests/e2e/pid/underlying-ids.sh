# DTrace puts each site of a pid or USDT probe on an underlying probe of
# its provider uprobe (uprobe__is_enabled for a DOF is-enabled site), made
# just before the first pid or USDT probe there (dt_prov_uprobe.c:
# create_underlying( ) in provide_probe( )): a pid probe on a new site is
# 2 past the last ID, up_add's offset 0 shares entry's, a second pid
# description of the same probe makes nothing, and a USDT probe's other
# sites come after it. They are listed: uprobe:DEV_INO:FUNC:OFF (the
# object's device and inode in hex, the site's offset from its first
# mapping) or return. IDs are printed from the first one made; the module
# and the names are checked against stat and nm.
list() {
	"$SONDA" -l "$@" > "$SONDA_TEST_TMP/out" 2>&1
	echo "status $?"
	base=$(awk 'NR > 1 && $1 ~ /^[0-9]+$/ { print $1; exit }' "$SONDA_TEST_TMP/out")
	base=$(awk -v m="$base" 'NR > 1 && $1 ~ /^[0-9]+$/ && $1 < m { m = $1 } END { print m }' "$SONDA_TEST_TMP/out")
	while read -r id prov mod func name; do
		if [ "$id" = ID ] || [ -z "$name" ]; then
			echo "$id $prov $mod $func $name"
			continue
		fi
		case $prov in uprobe*)
			[ "$mod" = "$devino" ] && mod=DEV_INO
			addr=$(nm "$obj" | awk -v f="$func" '$3 == f { print $1; exit }')
			[ "$name" != return ] && name="$func+$(( 16#$name - 16#$addr ))"
		esac
		echo "$((id - base)) $(echo "$prov" | sed 's/[0-9][0-9]*$/N/') $mod $func $name"
	done < "$SONDA_TEST_TMP/out"
}
obj=$SONDA_TRIGGERS/upid
devino=$(printf '%x_%x' $(stat -L -c '%d %i' "$obj"))
list -n 'pid$target:a.out:up_add:' -n 'pid$target:a.out:main:entry' -n 'pid$target::up_add:entry' \
	-n 'pid$target:a.out:main:return' -n 'uprobe:::' -c "$obj 1"
obj=$SONDA_TRIGGERS/udof
devino=$(printf '%x_%x' $(stat -L -c '%d %i' "$obj"))
list -n 'udof$target:::' -n 'uprobe*:::' -c "$obj 1"
