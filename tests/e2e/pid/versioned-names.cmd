"$SONDA" -l -n 'pid$target:libc.so.6:cfree:entry' -n 'pid$target:libc.so.6:memcpy:entry' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | awk 'NR > 1 { print $3, $4, $5 }'; "$SONDA" -l -n 'pid$target:libc.so.6:*free:entry' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | awk '$4 == "free" || $4 == "cfree" { print $3, $4, $5 }'
# A library without .symtab (libc) names its functions as its .dynsym does, where libproc finds them: without
# versions (cfree, only at GLIBC_2.2.5; the old memcpy, a function where memcpy@@GLIBC_2.14 is an IFUNC), also when
# sonda reads them from its debug file (libc6-dbg), whose .symtab has cfree@GLIBC_2.2.5; a glob then takes cfree at free's address
