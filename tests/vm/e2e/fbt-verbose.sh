# -v says which mechanism fbt uses; -x fbtmode forces one.
$SONDA -v -l -n 'fbt::vfs_read:entry' 2>&1 >/dev/null | grep 'fbt:'
$SONDA -v -x fbtmode=kprobe -l -n 'fbt::vfs_read:entry' 2>&1 >/dev/null | grep 'fbt:'
$SONDA -v -x fbtmode=fentry -l -n 'fbt::vfs_read:entry' 2>&1 >/dev/null | grep 'fbt:'
