# kinst probes at offset 0 and at the second instruction fire once per call.
second=$($SONDA -l -n 'kinst::__do_sys_getppid:' | awk 'NR > 1 { print $5 }' |
	sort -n | sed -n 2p)
[ "$second" -gt 0 ] || { echo "no second instruction"; exit 1; }
$SONDA -qn "kinst::__do_sys_getppid:0, kinst::__do_sys_getppid:$second
	/pid == \$target/ { @[probename] = count(); }
	END { printa(\"%s %@d\\n\", @); }" -c "getppid 50" |
	sed "s/^$second /second /; s/^0 /first /" | grep -v '^$' | sort
