# Under -Z a description that matches no probe gets no program in DTrace
# (dt_bpf_load_progs( ) loads the probes enabled), so a destructive action
# in it needs no -w: the script runs. sonda's programs for probes DTrace
# does not make (latent probes for processes started later, the usdt-exec
# template, pid probes on a library not loaded yet) are left out without
# -w rather than refused. A destructive action on a probe that does match
# is still refused.
"$SONDA" -Zq -n 'nosuchprov:::x { raise(9); } BEGIN { printf("ran\n"); exit(0); }'
echo "rc $?"
"$SONDA" -Zq -n 'nosuchprov*:::x { stop(); } BEGIN { printf("ran\n"); exit(0); }'
echo "rc $?"
"$SONDA" -Zq -n 'pid$target:libudl:udl_fn:entry { raise(9); }' \
	-n 'pid$target:a.out:main:entry { printf("main\n"); }' -c "$SONDA_TRIGGERS/udlopen 1" |
	grep -v udlopen
echo "rc ${PIPESTATUS[0]}"
"$SONDA" -Zq -n 'nosuchprov:::x, BEGIN { raise(9); } BEGIN { exit(0); }' 2>&1
echo "rc $?"
