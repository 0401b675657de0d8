/* @@args: -x errtags */
/* @@status: 1 */
/* a bit-field must be of an integer type (CTF_K_INTEGER): not an enum */
enum e { A };
struct s { enum e f : 2; };
