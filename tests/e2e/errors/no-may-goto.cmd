SONDA_NO_MAY_GOTO=1 "$SONDA" -qn 'BEGIN { x = "a"; printf("%d\n", x == "a"); exit(0); }'
# A kernel without may_goto (before 6.9; forced here by the variable) gets one
# clear line instead of a verifier log.
# @@status: 1
