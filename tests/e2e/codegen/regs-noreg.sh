# One value more than DTrace's code generator can hold at once (16: %r1-%r8,
# each spilled once, dt_regset.c) is EDT_NOREG, "Insufficient registers to
# generate code": a compile error of no line, found as the clause's code is
# generated (after the clause's other errors, before the next clause's).
# regs-live.d holds the expressions of 16 values that compile.
R='x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x))))))))))))))))'
run() {
	"$SONDA" "$@" 2>&1
	echo "rc $?"
}
run -qn "BEGIN { x = 1; printf(\"%d\\n\", $R); exit(0); }"
run -qn "BEGIN { x = 1; y = $R; exit(0); }"
run -qn "BEGIN { x = 1; } BEGIN /$R/ { exit(0); }"
run -qn "BEGIN { x = 1; if ($R) { exit(0); } }"
run -qn "BEGIN { x = 1; y = 1; y += x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x))))))))))))))); exit(0); }"
run -qn "BEGIN { x = 1; trace(x < (x - (x | (x & (x ^ (x << (x >> (x * (x / (x % (x == (x != (x <= (x >= (x > (x + (x))))))))))))))))); exit(0); }"
run -qn "BEGIN { x = 1; trace(x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ x)))))))))))))))); exit(0); }"
run -x errtags -qn "BEGIN { x = 1; trace($R); exit(0); }"
run -x errtags -qn "BEGIN { x = 1; trace($R); } BEGIN { y = nosuch; }"
run -x errtags -qn "BEGIN { x = 1; trace($R); y = nosuch; }"
# strjoin(a, b) holds a while it generates b, then both and its result
run -x errtags -qn 'BEGIN { trace(strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", strjoin("a", "z")))))))))))))))); exit(0); }'
