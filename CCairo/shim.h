#ifndef LAYOUTSHOT_CCAIRO_SHIM_H
#define LAYOUTSHOT_CCAIRO_SHIM_H
// Cairo, for LayoutRendering's drawing wrapper (PNG encoding is LayoutImage's, through CPNG);
// its PDF surface for vector documents.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#endif
