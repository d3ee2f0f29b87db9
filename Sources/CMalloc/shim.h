#ifndef LAYOUTSHOT_CMALLOC_SHIM_H
#define LAYOUTSHOT_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt), which Swift's Glibc module does not bring in; the
// command line tunes them for the animated WebP encoder (FreedMemory.swift).
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
