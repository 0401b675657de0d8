# -x late=dynamic: DTrace looks every args[i] up as a translation
# (dt_idcook_args( ) skips its static case) and has none to a type that is
# not a struct or union: D_ARGS_XLATOR naming the native and translated
# types. A translated struct (psinfo_t *) still has its translator; argN
# is no translation; late=static (the default) takes args[i] as it is.
e() { _DTRACE_TESTING=1 "$SONDA" -e "$@" 2>&1; echo "status $?"; }
e -x late=dynamic -n 'syscall::read:entry { trace(args[0]); }'
e -x late=dynamic -n 'syscall::read:entry /args[1] != 0/ { }'
e -x late=dynamic -n 'proc:::signal-send { trace(args[2]); }'
e -x late=dynamic -n 'proc:::signal-send { trace(args[1]->pr_pid); }'
e -x late=dynamic -n 'syscall::read:entry { trace(arg0); }'
e -x late=static -n 'syscall::read:entry { trace(args[0]); }'
d=$(mktemp -d)
printf '#pragma D option late=dynamic\nsyscall::read:entry { trace(args[0]); }\n' >"$d/late.d"
(cd "$d" && e -s late.d)
rm -r "$d"
