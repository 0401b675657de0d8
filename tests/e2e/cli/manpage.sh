# make install puts sonda(1) in share/man/man1, and it renders with man -l
# without warnings, naming the options it documents.
# @@noroot
# @@timeout: 60
command -v man >/dev/null || { echo "man (man-db) not installed" >&2; exit 77; }
make -s -C "$SONDA_ROOT" install PREFIX="$SONDA_TEST_TMP/usr" SONDA_BIN="$SONDA" > /dev/null || exit 1
page="$SONDA_TEST_TMP/usr/share/man/man1/sonda.1"
ls "$page" | sed "s|$SONDA_TEST_TMP|TMP|"
MANWIDTH=80 man --warnings -l "$page" 2> "$SONDA_TEST_TMP/warn" > "$SONDA_TEST_TMP/page"
cat "$SONDA_TEST_TMP/warn"
head -1 "$SONDA_TEST_TMP/page"
for o in --dump= --time-passes 'tree=' 'dump=' errtags '-e     Compile'; do
	grep -qF -- "$o" "$SONDA_TEST_TMP/page" && echo "documents $o"
done
