# Where -c holds the command until the probes are in place, as DTrace's
# dt_proc_attach_break( ): by default (evaltime=postinit), as with main,
# at main( ), found as __libc_start_main( )'s first argument (so also in a
# program without a main symbol, /bin/sleep), so nothing before main
# fires: not _start, not __libc_start_main, not the __cxa_atexit( ) it
# makes before calling main (sleep's main makes one more, atexit( )); with
# evaltime=preinit at the program's entry point, where they all fire.
T=$SONDA_TRIGGERS/upid
for e in postinit main preinit; do
	echo "evaltime=$e:"
	"$SONDA" -q -x evaltime=$e -n '
pid$target:a.out:_start:entry,
pid$target:libc.so.6:__libc_start_main:entry,
pid$target:a.out:main:entry { @[probefunc] = count(); }' -c "$T 1"
	"$SONDA" -q -x evaltime=$e -n '
pid$target:libc.so.6:__libc_start_main:entry,
pid$target:libc.so.6:__cxa_atexit:entry { @[probefunc] = count(); }' -c "/bin/sleep 0"
done
