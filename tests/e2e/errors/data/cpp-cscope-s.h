/* a header of the test errors/cpp-header-string: D's string */
struct hdr_s { string name; };
