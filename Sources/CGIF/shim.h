#ifndef LAYOUTSHOT_CGIF_SHIM_H
#define LAYOUTSHOT_CGIF_SHIM_H
// giflib, for LayoutAnimatedImage's animated GIF encoder (and reading GIFs back in tests).
#include <gif_lib.h>
#endif
