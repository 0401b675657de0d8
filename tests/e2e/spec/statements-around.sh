# Statements that are no actions around speculate( ): one before it runs
# whatever speculate( ) finds; when speculate( ) finds no speculation (id 0,
# one never given, one draining) the clause ends there, as
# dt_cg_act_speculate( ) jumps to the clause's exit (dt_cg.c), so one after
# it does not run. A clause of speculate( ) and assignments only records
# its probe (DT_CLSFLAG_DATAREC when no other action, dt_cg_node( )): its
# committed record prints the probe line, a discarded one nothing.
"$SONDA" -x nspec=2 -n '
BEGIN { s = speculation(); t = speculation(); }
BEGIN { before = 1; speculate(0); after = 1; }
BEGIN { before2 = 2; speculate(s); after2 = 2; }
BEGIN { speculate(t); after3 = 3; }
BEGIN { commit(s); discard(t); }
BEGIN { speculate(s); after4 = 4; }
BEGIN { printf("%d %d %d %d %d %d", before, after, before2, after2, after3, after4); exit(0); }' 2>/dev/null | sed 's/^ *[0-9][0-9]* /C /'
