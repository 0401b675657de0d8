"$SONDA" -l -n 'pid$target:libc.so.6:strto[iq]*:entry' -n 'pid$target:libc.so.6:str[l]en:entry' -n 'pid$target:libc.so.6:strto[lq]*:return' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | awk '/^sonda/ { print; next } NR > 1 { print $3, $4, $5 }' | sed 's/pid[0-9]*:/pidN:/'
# a glob takes one name per address, the first in libproc's order (byaddr_cmp_common: local last, fewer leading '_', smaller size, then strcmp): strtoimax of strtol/strtoll/strtoq/strtoimax;
# a name before it that does not match lets the next be taken (strtol); STT_GNU_IFUNC symbols (strlen) are never offered (dt_pid_sym_filt)
