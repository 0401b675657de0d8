# A string key takes strsize + 1 bytes of DTrace's tuple (dt_cg_arglist)
# and a string value strsize bytes (its type is char[strsize]): with
# strsize 16, a[string] with an int value is 4 + 17 + 8 + 4 = 33 bytes an
# entry, so 99 bytes hold 3 of them; s[int] with a string value is 16 + 16
# = 32, so 96 bytes hold 3. Four stores make one drop each time (sonda
# counted a byte more for each, and held 2).
"$SONDA" -q -x strsize=16 -x dynvarsize=99 -n 'BEGIN { a["k1"] = 1; }
    BEGIN { a["k2"] = 1; } BEGIN { a["k3"] = 1; } BEGIN { a["k4"] = 1; }
    BEGIN { exit(0); }' 2>&1
"$SONDA" -q -x strsize=16 -x dynvarsize=96 -n 'BEGIN { s[1] = "v"; }
    BEGIN { s[2] = "v"; } BEGIN { s[3] = "v"; } BEGIN { s[4] = "v"; }
    BEGIN { exit(0); }' 2>&1
