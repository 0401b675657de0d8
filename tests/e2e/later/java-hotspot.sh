# Debian's openjdk-17: the java launcher dlopen()s libjvm.so, home of the
# hotspot provider, from lib/server/ of its own installation after sonda
# has attached. hotspot$target::: with -Z counts the classes that
# `java -version` loads (some 360 with JDK 17's class data sharing).
# @@timeout: 120
command -v java > /dev/null || { echo "java is missing" >&2; exit 77; }
"$SONDA" -Z -q -n '
hotspot$target:::class-loaded { @ = count(); }
END { printa("%@u\n", @); }' -c 'java -version' 2> "$SONDA_TEST_TMP/err" |
	awk 'NF == 1 && $1 ~ /^[0-9]+$/ { print ($1 >= 300 ? "at least 300" : "only " $1) " classes loaded" }'
echo "sonda exit status ${PIPESTATUS[0]}"
grep -c "^openjdk version" "$SONDA_TEST_TMP/err"
