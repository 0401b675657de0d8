# @@timeout: 120
# 200 generated integer expressions (tests/fuzz/dfold.py, fixed seeds: every
# operator, casts to each integer type, ~ - !) give the same value folded at
# compile time as computed in BPF from variables holding the same literals.
python3 "$(dirname "$0")/../../fuzz/dfold.py" -n 4 -e 50 -s 1 -b "$SONDA"
