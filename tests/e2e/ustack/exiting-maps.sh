# A process that exits while its maps are re-read keeps the names they
# gave while it ran: 0xc, in no mapping, makes sonda read the maps again
# (a library may have been loaded), and the target (30000 mappings, which
# take long to read) exits during that reading, so that its mappings
# vanish from the file as it is read. Such a reading is dropped, as
# DTrace's libproc never re-reads the maps of a process that is gone
# (Psymtab.c's Pupdate_maps( )): libc's address after it is still
# libc.so.6`usleep (it was 0x7f... once the exe alone was left; found by
# symfmt.py at seed 7200045).
for i in 1 2 3; do
	out=$("$SONDA" -q -n 'pid$target:libc.so.6:usleep:entry
	{
		printf("%A\n", 12);
		umod(uregs[R_PC]);
		printf("\n%A\n", uregs[R_PC]);
	}' -c "$SONDA_TRIGGERS/umaps 30000 $((i * 2000))")
	echo "rc $?"
	echo "$out" | tr -s ' '
done
