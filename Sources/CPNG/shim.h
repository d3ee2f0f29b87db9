#ifndef LAYOUTSHOT_CPNG_SHIM_H
#define LAYOUTSHOT_CPNG_SHIM_H
// libpng, for LayoutImage's PNG encoder and decoder (no Cairo: comparing PNGs needs only this).
#include <png.h>
// zlib, for the banded PNG writer that compresses rows on every core (and the CRCs of its chunks).
#include <zlib.h>
#endif
