# io:::wait-start/wait-done on submit_bio_wait (kprobe, kretprobe): the
# flush that fsync of a block device (a brd RAM disk) waits for; wait-done
# sees the same bio as wait-start (the kretprobe gets it from the entry);
# arg1 is 0 (fileinfo_t's struct file *, which the block layer lacks).
insmod /lib/modules/$(uname -r)/brd.ko rd_nr=1 rd_size=1024 2>/dev/null
[ -b /dev/ram0 ] || { echo "no RAM disk (brd.ko)" >&2; exit 77; }
$SONDA -qn 'BEGIN { s = 0; d = 0; }
	io:::wait-start /pid == $target && !s/ {
		s = 1; self->bio = arg0;
		printf("wait-start bio %s, arg1 %s\n", arg0 ? "set" : "NULL",
		    arg1 == 0 ? "0" : "other"); }
	io:::wait-done /pid == $target && self->bio && !d/ {
		d = 1;
		printf("wait-done %s\n", arg0 == self->bio ? "same bio" : "other bio"); }' \
	-c "dd if=/dev/zero of=/dev/ram0 bs=4096 count=1 conv=fsync" | grep -v "^$"
$SONDA -qn "BEGIN { exit(0); }" >/dev/null 2>&1	# waits until every earlier run has detached
echo "kprobes left: $(grep -c . /sys/kernel/debug/kprobes/list)"
rmmod brd 2>/dev/null
exit 0
