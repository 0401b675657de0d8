# A pointer to a pointer that the tracefs format writes "struct iocb * *"
# (io_submit's iocbpp) is named as libctf names the type DTrace resolves
# from that text: "struct iocb **" (cmd/dtrace.c print_probe_info( )
# prints ctf_type_name( ), with no space between two '*').
"$SONDA" -lv -n syscall::io_submit:entry -n syscall::move_pages:entry |
    sed -n '/Argument Types/,/^$/p'
