# Under lockdown=confidentiality the kernel forbids kprobes: forcing them,
# or kinst, fails with one line naming the reason; -Z accepts the script.
$SONDA -x fbtmode=kprobe -qn 'fbt::vfs_read:entry { exit(0); }' 2>&1 | head -n 1
$SONDA -qn 'kinst::vfs_read:0 { exit(0); }' 2>&1 | head -n 1
$SONDA -Z -x fbtmode=kprobe -qn 'fbt::vfs_read:entry { } BEGIN { exit(0); }'
echo "-Z: $?"
$SONDA -x fbtmode=kprobe -l 2>/dev/null | grep -c " fbt "

exit 0
