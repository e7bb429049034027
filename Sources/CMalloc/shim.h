// glibc's malloc extensions: malloc_trim, which hands freed heap pages back to the system
// before the memory budget refuses a request (ResourceContext).
#include <malloc.h>
