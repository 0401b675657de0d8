"$SONDA" -qn 'BEGIN { setopt("quiet", strjoin("n", "o")); printf("x\n"); } BEGIN { o = "nosuch"; setopt(o); setopt(strjoin("bo", "gus"), o); exit(0); }' | sed 's/^ *[0-9][0-9]* /C /'
# setopt()'s arguments are any strings, recorded in the probe's record as
# DTrace records them (D's prototype is void(const char *, [const char *]))
