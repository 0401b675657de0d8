/* a header of the test errors/cpp-header-c-scope: the C scope's own types */
typedef unsigned int hdr_u32;
struct hdr_ok { hdr_u32 a; _Bool b; D`uint32_t c; };
