typedef unsigned short c_hdr_t;
