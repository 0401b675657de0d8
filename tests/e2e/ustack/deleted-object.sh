# A process running from a file that was deleted since it was mapped: the
# kernel lists the mapping as "/path (deleted)"; its object is named by
# the file's basename alone, as DTrace's libproc reads the path up to the
# blank (a memfd's "/memfd:name (deleted)" likewise), in usym(), umod(),
# ustack() and noresolve's object:offset. usym() keys print with printa( )'s
# default format: %A fails on their 16-byte records (printa-uaddr-usym.d).
cp "$SONDA_TRIGGERS/ucalls" "$SONDA_TEST_TMP/ucalls-gone"
"$SONDA_TEST_TMP/ucalls-gone" 2000000000 0 &
p=$!
sleep 0.3
rm "$SONDA_TEST_TMP/ucalls-gone"
grep -q 'ucalls-gone (deleted)' /proc/$p/maps && echo "mapped as deleted"
"$SONDA" -q -n 'profile-997 /pid == $target && arg1/ {
	@m[umod(arg1)] = count(); @s[usym(arg1)] = count(); @u[ustack(1)] = count(); }
tick-1s { exit(0); }
END { printa("mod %A\n", @m); printf("sym\n"); printa(@s); printa("%k", @u); }' -p $p |
	awk '$1 == "mod" { print }
	     NF == 2 && $1 ~ /^ucalls-gone`(leaf|one|main)$/ { sym = 1 }
	     $1 ~ /^ucalls-gone`(leaf|one|main)\+0x/ { stk = 1 }
	     / \(deleted\)/ { bad = 1 }
	     END { print (sym ? "usym names leaf, one or main" : "no usym")
		   print (stk ? "ustack names leaf, one or main" : "no ustack frame")
		   print (bad ? "a name keeps (deleted)" : "no name keeps (deleted)") }'
"$SONDA" -q -x noresolve -n 'profile-997 /pid == $target/ { @[ustack(1)] = count(); }
tick-1s { exit(0); }' -p $p | awk 'NF == 1 { sub(/:0x[0-9a-f]+$/, ":0xOFF"); print; exit }'
kill $p
