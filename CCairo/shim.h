#ifndef LAYOUTSHOT_CCAIRO_SHIM_H
#define LAYOUTSHOT_CCAIRO_SHIM_H
// The only place LayoutShot includes C headers: Cairo for drawing, libpng for encoding/decoding.
#include <cairo/cairo.h>
#include <png.h>
#endif
