# A pid probe at the site of upid's USDT probe round, which has a
# semaphore: the kernel keeps one uprobe per site and refuses an
# attachment with another ref_ctr_offset, so the pid probe there carries
# the semaphore too. The site is an offset in the static round_once, named
# exactly (DTrace globs over offsets only in global functions).
T=$SONDA_TRIGGERS/upid
loc=$(readelf -n "$T" | awk '/Name: round$/ { getline; sub(/,/, "", $2); print $2 }')
fn=$(readelf -sW "$T" | awk '$8 == "round_once" { print "0x" $2 }')
off=$(printf '%x' $((loc - fn)))
"$SONDA" -q -c "$T 2" -n "
pid\$target:a.out:round_once:$off { pidn++; }
upid\$target:::round { usdtn++; }
END { printf(\"round fired %d times, the pid probe at its site %d times\n\", usdtn, pidn); }"
