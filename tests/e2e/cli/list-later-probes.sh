# -l lists each description once every program is compiled (cmd/dtrace.c:
# list_prog( ) after the dc_func pass), so a probe a later program makes on
# demand (tick-7s) is among an earlier description's, newest first when a
# field is named exactly, and an earlier glob that matched nothing then is
# no "failed to match"
"$SONDA" -l -n 'profile:::tick-*' -n 'tick-7s' | sed -E '2,$s/^ *[0-9]+ /   ID /' | head -3
"$SONDA" -l -n '*:::tick-7?' -n 'tick-7s' -n 'tick-71s' | sed -E '2,$s/^ *[0-9]+ /   ID /'
