# argN of a signed tracepoint field narrower than 8 bytes is the field
# loaded as it is, not sign-extended, as DTrace's sdt trampoline loads it
# (dt_prov_sdt.c); args[N] is of the field's type, so it is negative.
# raise(SIGUSR1) sends with tgkill: signal_generate's code is SI_TKILL (-6).
printf 'import signal\nsignal.signal(signal.SIGUSR1, lambda *a: None)\nsignal.raise_signal(signal.SIGUSR1)\n' \
	>"$SONDA_TEST_TMP/sig.py"
"$SONDA" -q -c "python3 $SONDA_TEST_TMP/sig.py" -n '
sdt:signal::signal_generate /pid == $target && arg0 == 10/
{
	printf("%d %d %d %d %d\n", arg2, args[2], (int)arg2, arg2 > 0, args[2] < 0);
}'
