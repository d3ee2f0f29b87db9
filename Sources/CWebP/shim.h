#ifndef LAYOUTSHOT_CWEBP_SHIM_H
#define LAYOUTSHOT_CWEBP_SHIM_H
// libwebp's animation encoder (libwebpmux) for LayoutAnimatedImage, and its demuxer
// (libwebpdemux) to read animations back.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
