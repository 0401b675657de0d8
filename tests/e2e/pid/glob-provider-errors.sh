# A glob provider field ending in digits (p*d1234) names the process those
# digits give, grabbed and searched as for pid1234 (dt_setcontext( ) calls
# dt_pid_create_pid_probes( ) for it), so its errors stop the compilation as
# theirs do: D_PROC_FUNC, D_PROC_NAME, D_PROC_OFF, D_PROC_GRAB for a process
# that does not exist. p*d01234 is pid 1234, whose pid1234 it does not
# match: no probe and no error of its own (D_PDESC_ZERO).
T="$SONDA_TRIGGERS/upid 1"
for d in 'p*d$target:a.out:nosuch:entry' 'pi?$target:a.out:up_add:zz' \
    'p*d$target:a.out:up_add:ff' 'p*d999999999:a.out:main:entry' 'p*d0$target::main:entry'; do
	"$SONDA" -x errtags -n "$d { }" -c "$T" > /dev/null 2> "$SONDA_TEST_TMP/err"
	echo "status $?"
	sed 's/p\*d0*[0-9]*:/p*dN:/' "$SONDA_TEST_TMP/err"
done
