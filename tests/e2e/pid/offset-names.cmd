"$SONDA" -l -n 'pid$target:a.out:up_sum8:04' -n 'pid$target:a.out:up_sum8:0x7' -n 'pid$target:a.out:up_sum8:4' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/' | awk '/^sonda/ { print; next } NR > 1 { print $3, $4, $5 }'
# an offset probe is named "%lx" of its offset, whatever the description wrote (04, 0x7): that description then matches nothing
