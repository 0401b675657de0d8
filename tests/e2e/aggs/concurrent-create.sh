# Two processes on the two CPUs make the same new keys at once
# (timestamp >> 12 changes every 4 us): a new key is inserted with its
# first update applied, and when the other CPU inserted it first the
# update goes to the entry it made. Nothing may be lost or counted twice:
# summed over every key, count() equals the calls, sum(2) twice that, and
# every max(3) is 3, against a keyless count() of the same calls. (With the
# fallback broken, about 1% of the updates were lost when the processes
# overlapped.)
# @@timeout: 120
tmp=$SONDA_TEST_TMP
cp "$SONDA_TRIGGERS/getppid" "$tmp/aggrace"	# a name no other test's process has
printf '"%s" 50000 &\n"%s" 50000\nwait\n' "$tmp/aggrace" "$tmp/aggrace" > "$tmp/pair.sh"
"$SONDA" -x aggsize=16m -q -n '
syscall::getppid:entry /execname == "aggrace"/ {
	@c[timestamp >> 12] = count(); @s[timestamp >> 12] = sum(2);
	@m[timestamp >> 12] = max(3); @n = count();
}
END {
	printa("c %@d\n", @c); printa("s %@d\n", @s); printa("m %@d\n", @m);
	printa("n %@d\n", @n);
}' -c "bash $tmp/pair.sh" > "$tmp/out" ||
	echo "exit status $?"
awk '$1 == "c" { c += $2; k++ } $1 == "s" { s += $2 } $1 == "m" && $2 != 3 { bad++ }
	$1 == "n" { n = $2 }
	END {
		print "calls", n
		print "count() over the keys", n && c == n ? "equals the calls" : c
		print "sum(2) over the keys", s == 2 * n ? "twice the calls" : s
		print "max(3) not 3:", bad + 0
		print "keys", (k > 1 ? "many" : k)
	}' "$tmp/out"
