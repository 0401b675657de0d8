# make install: sonda and the toolkit, whose scripts then run directly
# through their #! line.
set -o pipefail
make -s -C "$SONDA_ROOT" install PREFIX="$SONDA_TEST_TMP/usr" > /dev/null || exit 1
tk="$SONDA_TEST_TMP/usr/share/sonda/toolkit"
ls "$tk"
head -1 "$tk/execsnoop.d" | sed "s|$SONDA_TEST_TMP|TMP|"
"$tk/execsnoop.d" -c /bin/true | awk 'NR == 1 || $4 == "true" { print $NF }' | sort -u
