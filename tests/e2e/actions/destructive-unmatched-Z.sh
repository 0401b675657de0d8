# Under -Z a description that matches no probe gets no program in DTrace
# (dt_bpf_load_progs( ) loads the probes enabled), so a destructive action
# in it needs no -w: the script runs. sonda's programs that stand for
# processes started later (latent probes, the usdt-exec template) are
# left out without -w rather than refused. A destructive action on a
# probe that does match is still refused.
"$SONDA" -Zq -n 'nosuchprov:::x { raise(9); } BEGIN { printf("ran\n"); exit(0); }'
echo "rc $?"
"$SONDA" -Zq -n 'nosuchprov*:::x { stop(); } BEGIN { printf("ran\n"); exit(0); }'
echo "rc $?"
"$SONDA" -Zq -n 'nosuchprov:::x, BEGIN { raise(9); } BEGIN { exit(0); }' 2>&1
echo "rc $?"
