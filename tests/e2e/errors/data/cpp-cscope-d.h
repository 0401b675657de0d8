/* a header of the test errors/cpp-header-c-scope: D's uint32_t */
struct hdr_d { uint32_t a; };
