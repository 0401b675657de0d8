/* @@args: -x errtags */
/* @@status: 1 */
/* A struct's body, then an enum: D_DECL_COMBO (dt_decl_spec) */
struct s { int a; } enum e v;
