/* @@args: -x errtags */
/* @@status: 1 */
/* dt_decl_member checks the width (positive constant) before the type */
struct s { float f : 0; };
