# sdt and rawtp list every tracepoint as PROVIDER:GROUP::EVENT; -lv shows
# the argument types from the event's record struct (sdt: a __data_loc
# string is its u32 location word) and from BTF (rawtp).
set -o pipefail
mask() { sed -E 's/^ *[0-9]+ /   ID /'; }
"$SONDA" -l -n sdt:sched::sched_process_exec | mask
"$SONDA" -l -n 'rawtp:sched::sched_process_fork' | mask
"$SONDA" -lv -n sdt:sched::sched_process_exec | sed -n '/Argument Types/,$p'
"$SONDA" -lv -n rawtp:sched::sched_switch | sed -n '/Argument Types/,$p'
# the syscalls group belongs to the syscall provider
"$SONDA" -l -n 'sdt:syscalls::' >/dev/null
