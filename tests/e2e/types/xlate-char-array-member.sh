# A translated member is of its output struct's member type: psinfo_t's
# pr_psargs is a char[80] though its translator gives a string, so
# sizeof is 80 and trace() records the 80 bytes by reference, a hex dump
# of five rows, as DTrace's dt_cg_store_val( ) does for any char array
# (sonda's was the string: sizeof 256, traced as text; found by
# tests/fuzz/bvars.py). printf("%s") still prints the text.
"$SONDA" -qn 'BEGIN {
	printf("%d %d %d\n", sizeof(curpsinfo->pr_psargs), sizeof((*curpsinfo).pr_psargs),
	    sizeof(xlate<psinfo_t>(curthread).pr_psargs));
	printf("%d %d\n", sizeof(curpsinfo->pr_fname), sizeof(curlwpsinfo->pr_name));
	printf("%s\n", basename(curpsinfo->pr_psargs) == basename(curpsinfo->pr_psargs) ?
	    "text" : "?");
	trace(curpsinfo->pr_psargs);
	exit(0);
}' | awk '/^ *[0-9a-f]+: / { rows++; next } NF { print } END { print rows " rows" }'
