# As DTrace's fbt populate( ) (dt_prov_fbt.c), no probe for a compiler's
# clone of a function (a name with a '.': foo.isra.0, foo.constprop.0,
# foo.cold) nor for the tracepoints' __probestub_* and __traceiter_*
# functions, which available_filter_functions lists.
$SONDA -l -P fbt | awk 'NR > 1 { n++ }
	NR > 1 && ($4 ~ /\./ || $4 ~ /^__(probestub|traceiter)_/) { bad++ }
	END { print (n > 1000 ? "many" : "few") " probes, " bad + 0 " synthetic" }'
$SONDA -l -n 'fbt::__traceiter_sched_switch:' 2>/dev/null |
	awk 'END { print NR - 1 " __traceiter_sched_switch probes" }'
