# A provider glob (hotspot*) reaches a java started after sonda: the java
# launcher dlopen()s libjvm.so, home of the hotspot provider, from the
# lib/ of its own installation tree (/usr/bin/java is a link into it), so
# sonda looks there as well as in PATH and the ld.so cache. The classes
# `java -version` loads (some 360 with JDK 17's class data sharing) are
# counted with probeprov hotspot<PID>.
# @@timeout: 120
command -v java > /dev/null || { echo "java is missing" >&2; exit 77; }
"$SONDA" -Z -q -n '
hotspot*:::class-loaded /pid == $target/ {
	@[probeprov == strjoin("hotspot", lltostr(pid))] = count();
}
END { printa("%d %@u\n", @); }' -c 'java -version' 2> "$SONDA_TEST_TMP/err" |
	awk 'NF == 2 { print "probeprov right: " $1 ", " ($2 >= 300 ? "at least 300" : "only " $2) " classes loaded" }'
echo "sonda exit status ${PIPESTATUS[0]}"
grep -c "^openjdk version" "$SONDA_TEST_TMP/err"
