# make install: sonda and the toolkit, whose scripts then run directly
# through their #! line.
set -o pipefail
# @@timeout: 60
make -s -C "$SONDA_ROOT" install PREFIX="$SONDA_TEST_TMP/usr" SONDA_BIN="$SONDA" > /dev/null || exit 1
tk="$SONDA_TEST_TMP/usr/share/sonda/toolkit"
ls "$tk"
head -1 "$tk/execsnoop.d" | sed "s|$SONDA_TEST_TMP|TMP|"
printf '/bin/true\nexit 0\n' > "$SONDA_TEST_TMP/w.sh"
"$tk/execsnoop.d" -c "sh $SONDA_TEST_TMP/w.sh" | awk 'NR == 1 || $4 == "true" { print $NF }' | sort -u
