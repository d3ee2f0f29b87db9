#ifndef LAYOUTSHOT_CISAL_SHIM_H
#define LAYOUTSHOT_CISAL_SHIM_H
// Intel ISA-L's igzip, the fast deflate behind --fast-png (LayoutImage's banded PNG writer).
#include <isa-l/igzip_lib.h>

/// The working buffer igzip's `level` (1…3) needs, as its header's `ISAL_DEF_LVLn_DEFAULT`
/// sizes it; 0 for level 0, which needs none. (Those macros are expressions Swift cannot import.)
static inline unsigned int layoutshot_igzip_level_buffer_size(int level) {
    switch (level) {
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    case 3: return ISAL_DEF_LVL3_DEFAULT;
    default: return 0;
    }
}
#endif
