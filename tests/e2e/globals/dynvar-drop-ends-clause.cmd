"$SONDA" -q -x dynvarsize=256 -n 'BEGIN { printf("not printed\n"); a[1] = 1; a[2] = 1; a[3] = 1; a[4] = 1; a[5] = 1; a[6] = 1; a[7] = 1; a[8] = 1; a[9] = 1; a[10] = 1; a[11] = 1; a[12] = 1; a[13] = 1; a[14] = 1; a[15] = 1; a[16] = 1; a[17] = 1; a[18] = 1; a[19] = 1; a[20] = 1; a[21] = 1; a[22] = 1; a[23] = 1; a[24] = 1; a[25] = 1; a[26] = 1; a[27] = 1; a[28] = 1; a[29] = 1; a[30] = 1; a[31] = 1; a[32] = 1; printf("not printed either\n"); } BEGIN { printf("next clause %d %d\n", a[1], a[32]); exit(0); }'
# A store that finds no room in dynvarsize is one dynamic variable drop and
# ends its clause, whose record is not sent: DTrace's dt_cg_store_var()
# returns from the clause when dt_get_dvar() (bpf/get_dvar.c) gives no
# variable. The next clause runs: the first element is there, the last not.
