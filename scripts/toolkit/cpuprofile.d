#!/usr/sbin/sonda -qs
/*
 * cpuprofile.d - a CPU profiler: samples every CPU 99 times a second and
 * counts the kernel and user stacks it finds there.
 *
 * Usage: cpuprofile.d                         (Ctrl-C to stop)
 *        sonda -x flamegraph=cpu.svg -s cpuprofile.d -c 'command'
 *        sonda -x folded=cpu.folded -s cpuprofile.d
 * At exit the stacks print with their counts; -x flamegraph=FILE.svg also
 * draws them as a flame graph, -x folded=FILE writes folded stacks.
 */
#pragma D option quiet

profile-99
{
	@[execname, stack(), ustack()] = count();
}
