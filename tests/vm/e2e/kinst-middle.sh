# An offset inside an instruction is refused with a clear error (vfs_read
# starts with a 5-byte ftrace nop or call, so 2 is inside it).
$SONDA -qn 'kinst::vfs_read:2 { exit(0); }' 2>&1 | head -n 2 | sed 's/(the .*)/(...)/'
exit 0
