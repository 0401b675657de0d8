/* pset, chip and lgrp are D's inlines on curcpu: one processor set, one
 * locality group (0); cpu is curcpu->cpu_id */
BEGIN
{
	printf("%d %d %d %d\n", pset, lgrp, curcpu->cpu_pset, curcpu->cpu_lgrp);
	printf("%d\n", cpu == curcpu->cpu_id);
	printf("%d\n", chip == curcpu->cpu_chip);
	exit(0);
}

/* @@args: -q */
