# A per-CPU variable of the kernel (`runqueues, in BTF's .data..percpu) has
# an offset, not an address, even where kallsyms lists it: naming one is
# D_IDENT_UNDEF saying so (-e too, as a user).
# @@noroot
"$SONDA" -e -n 'BEGIN { trace(`runqueues); }' 2>&1 | sed -n 1,2p
echo "status ${PIPESTATUS[0]}"
"$SONDA" -x errtags -e -n 'BEGIN { trace(`runqueues.nr_running); }' 2>&1
echo "status $?"
