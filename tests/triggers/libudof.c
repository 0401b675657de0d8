/* libudof.c - udof's probes in a shared library (libudof.so): the DOF's
 * function addresses are then R_X86_64_64 relocations against the
 * library's global symbols. udoflib.c is its program. */
#define UDOF_NO_MAIN
#include "udof.c"
