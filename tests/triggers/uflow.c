/* uflow - USDT probes whose names hold "entry" or "return" twice, for -F
 * (tests/e2e/trace/flowindent-names.sh): DTrace's dt_flowindent() takes the
 * first "entry" (or "return") in a probe's name, so "gentry-entry" and
 * "return-return" are neither entries nor returns, while "go-entry" and
 * "go-return" are. */
#include <sys/sdt.h>

int main(void)
{
	DTRACE_PROBE(uflow, go__entry);
	DTRACE_PROBE(uflow, gentry__entry);
	DTRACE_PROBE(uflow, return__return);
	DTRACE_PROBE(uflow, go__return);
	return 0;
}
