taskset -c 0 "$SONDA" -n 'BEGIN { trace(42); trace(-1); trace((long)-1); trace((unsigned long)-1); trace((short)-2); trace((unsigned short)65534); trace((char)-1); trace((unsigned char)255); exit(0); }'
# Oracle widths: 4 bytes " %10d", 8 bytes " %19ld"/" %20lu",
# 2 bytes " %5hd"/" %5hu", 1 byte " %3hhd"/" %3hhu".
