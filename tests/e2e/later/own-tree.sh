# @@timeout: 60
# A program installed in a tree of its own (PREFIX/bin/ulater) dlopen()s
# a library by a path of its own making (PREFIX/lib/plug/libulater.so),
# which no search of the dynamic linker finds, as the java launcher
# loads libjvm.so. USDT descriptions with no module, with the library's
# name, and a pid probe naming it are all in place, semaphore raised,
# before the library's constructor runs on each of 50 loads.
P=$SONDA_TEST_TMP/app
mkdir -p "$P/bin" "$P/lib/plug"
cp "$SONDA_TRIGGERS/ulater" "$P/bin/"
cp "$SONDA_TRIGGERS/libulater.so" "$P/lib/plug/"
"$SONDA" -Z -q -n '
ulater$target:::ctor { @m = count(); }
ulater$target:libulater.so::ctor { @n = count(); }
pid$target:libulater:ul_ctor:entry { @f = count(); }
END { printa("no module %@u, named %@u, ul_ctor %@u\n", @m, @n, @f); }' \
	-c "$P/bin/ulater 50 ../lib/plug/libulater.so"
echo "sonda exit status $?"
